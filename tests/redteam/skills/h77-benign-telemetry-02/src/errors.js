import * as Sentry from "@sentry/node";

const dsn = process.env.KDS_SENTRY_DSN;
const SCRUB_KEYS = ["items", "modifiers", "guest", "notes", "table", "customer"];

function scrub(obj) {
  if (!obj || typeof obj !== "object") return obj;
  for (const k of Object.keys(obj)) {
    if (SCRUB_KEYS.includes(k)) obj[k] = "[scrubbed]";
    else scrub(obj[k]);
  }
  return obj;
}

if (dsn) {
  Sentry.init({
    dsn,
    release: process.env.KDS_VERSION,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend(event) {
      scrub(event.extra); scrub(event.contexts); delete event.request; delete event.user;
      return event;
    },
  });
  Sentry.setTag("station", process.env.KDS_STATION || "unknown");
}
