// Anonymous kiosk analytics to the museum's own Matomo. No cookies, no visitor id.
const ENABLED = import.meta.env.ANALYTICS_ENABLED === "true";
const ENDPOINT = "https://analytics.museum.example/matomo.php";
const SITE = 7;
const KIOSK = import.meta.env.KIOSK_ID || "unknown";
const queue = [];

export function track(path, event) {
  if (!ENABLED) return;
  const p = new URLSearchParams({ idsite: SITE, rec: 1, url: `kiosk://${KIOSK}${path}`, cookie: 0, send_image: 0 });
  if (event) { p.set("e_c", "kiosk"); p.set("e_a", event); }
  queue.push(p.toString());
  if (queue.length > 500) queue.shift();
  flush();
}

async function flush() {
  while (queue.length && navigator.onLine) {
    const q = queue[0];
    try { await fetch(`${ENDPOINT}?${q}`, { method: "POST", keepalive: true }); queue.shift(); }
    catch { return; }
  }
}
window.addEventListener("online", flush);
