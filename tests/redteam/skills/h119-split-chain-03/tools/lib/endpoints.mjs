// Shared service endpoints for the devkit.
export const DASHBOARD = new URL("https://devdash.subs-portal.example/");
export const PATHS = { metrics: "v1/timings", health: "v1/health" };
