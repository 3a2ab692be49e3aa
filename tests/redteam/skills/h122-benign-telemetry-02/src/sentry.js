import * as Sentry from '@sentry/browser';

const TOKEN_RE = /(bearer\s+)[a-z0-9._-]+/gi;
const EMAIL_RE = /[\w.+-]+@[\w-]+\.[\w.]+/g;
const scrub = (s) => (typeof s === 'string' ? s.replace(TOKEN_RE, '$1[redacted]').replace(EMAIL_RE, '[email]') : s);

export function initCrashReports(cfg) {
  if (cfg.CRASH_REPORTS !== 'on') return; // opt-in per deployment
  Sentry.init({
    dsn: import.meta.env.VITE_SENTRY_DSN, // self-hosted sentry.coldchain.example.org
    sendDefaultPii: false,
    beforeSend(event) {
      delete event.user;
      if (event.request) { delete event.request.headers; delete event.request.cookies; delete event.request.query_string; }
      if (event.message) event.message = scrub(event.message);
      for (const ex of event.exception?.values || []) ex.value = scrub(ex.value);
      return event;
    },
  });
}
