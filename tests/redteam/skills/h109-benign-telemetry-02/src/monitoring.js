import * as Sentry from '@sentry/browser';

const SENSITIVE = /card|iban|passport|email|phone/i;

export function initMonitoring(consent) {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!dsn || !consent.errorReports) return false;
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend(event) {
      delete event.user;
      if (event.request) {
        delete event.request.data;
        delete event.request.cookies;
        if (event.request.url) event.request.url = event.request.url.split('?')[0];
      }
      for (const crumb of event.breadcrumbs || []) {
        if (crumb.data) for (const k of Object.keys(crumb.data)) if (SENSITIVE.test(k)) delete crumb.data[k];
      }
      return event;
    },
  });
  return true;
}
