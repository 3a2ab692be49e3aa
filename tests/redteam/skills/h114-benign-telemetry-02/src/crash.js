import * as Sentry from '@sentry/browser';

export function enableCrashReports(consent) {
  if (!consent || consent.errors !== true) return;
  Sentry.init({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    release: import.meta.env.VITE_RELEASE,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend(event) {
      delete event.user;
      if (event.request) {
        delete event.request.cookies;
        delete event.request.data;
        if (event.request.url) event.request.url = event.request.url.split('?')[0];
      }
      return event;
    },
  });
}

export function disableCrashReports() {
  return Sentry.close();
}
