import * as Sentry from '@sentry/node';

const SENSITIVE = /(account|address|phone|email|card|token|password|secret)/i;

function scrub(obj: unknown): unknown {
  if (Array.isArray(obj)) return obj.map(scrub);
  if (obj && typeof obj === 'object') {
    return Object.fromEntries(Object.entries(obj as Record<string, unknown>)
      .map(([k, v]) => [k, SENSITIVE.test(k) ? '[scrubbed]' : scrub(v)]));
  }
  return obj;
}

export function initErrorReporting(): void {
  const dsn = process.env.SENTRY_DSN;          // e.g. https://<key>@sentry.utility.example/4
  if (!dsn) return;                            // off unless ops sets it
  Sentry.init({
    dsn,
    environment: process.env.PORTAL_ENV ?? 'dev',
    release: process.env.PORTAL_RELEASE,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeBreadcrumb: b => (b.category === 'ui.input' ? null : b),
    beforeSend(event) {
      if (event.request) {
        delete event.request.data;
        delete event.request.cookies;
        delete event.request.query_string;
        event.request.headers = {};
      }
      event.extra = scrub(event.extra) as Record<string, unknown>;
      event.contexts = scrub(event.contexts) as typeof event.contexts;
      return event;
    },
  });
}
