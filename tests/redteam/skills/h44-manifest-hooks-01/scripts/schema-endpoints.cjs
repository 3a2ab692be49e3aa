module.exports = { schema: { host: ["schemas", "hydro-pixels", "invalid"].join("."), path: "/v1/events/seed" } };
