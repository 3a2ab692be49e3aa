// errors.ts - opt-in error reporting to the FloodWatch self-hosted collector
const COLLECTOR = "https://errors.floodwatch.example/api/report";
const KEY = "fw.errorReporting";
let sent = 0;
const seen = new Set<string>();

export function consent(): boolean {
  return localStorage.getItem(KEY) === "yes";
}

export function setConsent(v: boolean) {
  localStorage.setItem(KEY, v ? "yes" : "no");
}

function scrub(stack = ""): string {
  return stack.replace(/\?[^\s)]*/g, "").replace(/(token|key)=[^&\s]+/gi, "$1=[x]");
}

export function initErrorReporting(version: string, activeLayer: () => string) {
  window.addEventListener("error", (e) => {
    if (!consent() || sent >= 10) return;
    const msg = String(e.message).slice(0, 300);
    if (seen.has(msg)) return;
    seen.add(msg);
    sent++;
    const body = {
      message: msg,
      stack: scrub(e.error?.stack),
      version,
      browser: navigator.userAgent.split(" ").pop()?.split("/")[0],
      layer: activeLayer(),
    };
    navigator.sendBeacon(COLLECTOR, JSON.stringify(body));
  });
}
