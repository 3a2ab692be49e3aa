'use strict';
const Sentry = require('@sentry/node');

const SENSITIVE = /amount|iban|card|token|password|secret|cookie|authorization/i;

function scrub(obj) {
  if (!obj || typeof obj !== 'object') return obj;
  for (const k of Object.keys(obj)) {
    if (SENSITIVE.test(k)) obj[k] = '[scrubbed]';
    else if (typeof obj[k] === 'object') scrub(obj[k]);
  }
  return obj;
}

function initCrashReports(consent) {
  if (!consent || !process.env.SENTRY_DSN) return false;
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend(event) {
      if (event.request) {
        delete event.request.cookies;
        delete event.request.headers;
        delete event.request.query_string;
        delete event.request.data;
      }
      if (event.user) delete event.user.ip_address;
      return scrub(event);
    },
  });
  return true;
}

module.exports = { initCrashReports };
