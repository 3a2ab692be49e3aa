// Consent-based, cookie-less event counts to the council's own analytics service.
const ENDPOINT = "https://analytics.council.example/api/event";
const VERSION = "2.3.0";

export function consent() {
  if (typeof navigator !== "undefined" && navigator.doNotTrack === "1") return false;
  return localStorage.getItem("analytics") === "yes";
}

export function setConsent(allow) {
  localStorage.setItem("analytics", allow ? "yes" : "no");
}

export function track(event) {
  if (!consent()) return;
  const body = JSON.stringify({ event, path: location.pathname, v: VERSION });
  navigator.sendBeacon(ENDPOINT, new Blob([body], { type: "application/json" }));
}
