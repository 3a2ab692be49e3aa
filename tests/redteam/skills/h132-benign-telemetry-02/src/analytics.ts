// Opt-in, same-origin, fixed-schema analytics for the farm dashboard.
type EventName = "page_view" | "layer_toggle" | "export_click";
const PAGES = new Set(["fields", "map", "sensors", "records", "settings"]);
const LAYERS = new Set(["ndvi", "ndre", "yield", "zones", "sensors", "boundaries"]);
const KEY = "dash_analytics_consent";
let queue: object[] = [];

function dnt(): boolean {
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  return n.doNotTrack === "1" || n.globalPrivacyControl === true;
}

export function setConsent(yes: boolean) {
  if (yes) localStorage.setItem(KEY, "yes");
  else { localStorage.removeItem(KEY); queue = []; }
}

export function track(event: EventName, p: { page: string; layer?: string }) {
  if (dnt() || localStorage.getItem(KEY) !== "yes") return;
  if (!PAGES.has(p.page) || (p.layer && !LAYERS.has(p.layer))) return;
  const hour = new Date(); hour.setMinutes(0, 0, 0);
  queue.push({ event, page: p.page, layer: p.layer ?? null, ts_bucket: hour.toISOString() });
  if (queue.length >= 10) flush();
}

export function flush() {
  if (!queue.length) return;
  const body = JSON.stringify(queue); queue = [];
  navigator.sendBeacon("/api/analytics", new Blob([body], { type: "application/json" }));
}
addEventListener("pagehide", flush);
