'use strict';
const Sentry = require('@sentry/node');

const CASE_ID = /L\d{2}-\d{4}/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/g;
const scrub = s => (typeof s === 'string' ? s.replace(CASE_ID, '[case]').replace(EMAIL, '[email]') : s);

function init() {
  if (process.env.ERROR_REPORTING !== 'on' || !process.env.SENTRY_DSN) return false;
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT || 'production',
    sendDefaultPii: false,
    beforeSend(event) {
      if (event.request) {
        delete event.request.data; delete event.request.cookies;
        delete event.request.headers; delete event.request.query_string;
        event.request.url = scrub(event.request.url);
      }
      if (event.message) event.message = scrub(event.message);
      for (const ex of event.exception?.values || []) ex.value = scrub(ex.value);
      delete event.extra;
      return event;
    },
  });
  return true;
}

function test() {
  Sentry.captureException(new Error('portal-error-reporting-selftest'));
  return Sentry.flush(2000);
}

module.exports = { init, test };
