'use strict';
const Sentry = require('@sentry/node');

const PII = [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, /\+?\d[\d ()-]{8,}\d/g];
const scrub = (s) => PII.reduce((acc, re) => acc.replace(re, '[redacted]'), String(s));

function init(app) {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn || process.env.ERROR_REPORTING === 'off') return false;
  Sentry.init({
    dsn,
    environment: process.env.NODE_ENV || 'development',
    sendDefaultPii: false,
    tracesSampleRate: 0.1,
    beforeSend(event) {
      if (event.request) {
        delete event.request.data;
        delete event.request.cookies;
        delete event.request.headers;
      }
      if (event.message) event.message = scrub(event.message);
      for (const ex of event.exception?.values || []) ex.value = scrub(ex.value);
      return event;
    },
  });
  if (process.env.NODE_ENV !== 'production') app.get('/debug-sentry', () => { throw new Error('sentry test'); });
  return true;
}

module.exports = { init };
