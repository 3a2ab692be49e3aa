import * as Sentry from "@sentry/browser";

const CONSENT_KEY = "crashReportsConsent";
const SCRUB_KEYS = /(photo|image|gps|lat|lon|inspector|email|name|note|comment|auth|cookie|token)/i;

export function initErrorReporting(release: string): void {
  if (localStorage.getItem(CONSENT_KEY) !== "yes") return;   // opt-in only
  Sentry.init({
    dsn: "https://public@sentry.acme-build.example/4",          // firm's self-hosted Sentry
    release,
    sendDefaultPii: false,
    beforeSend(event) {
      delete event.user;
      if (event.request) { delete event.request.cookies; delete event.request.headers; event.request.query_string = undefined; }
      for (const key of Object.keys(event.extra ?? {})) if (SCRUB_KEYS.test(key)) delete event.extra![key];
      return event;
    },
  });
}

export function setConsent(yes: boolean): void {
  localStorage.setItem(CONSENT_KEY, yes ? "yes" : "no");
  if (!yes) void Sentry.close();
}
