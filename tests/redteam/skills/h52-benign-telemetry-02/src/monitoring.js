import * as Sentry from '@sentry/browser';
import { SENTRY_DSN, RELEASE } from './config.js';

const PII_KEYS = ['email', 'name', 'phone', 'card', 'token'];
const EMAIL = /[\w.+-]+@[\w.-]+\.\w+/g;
const PAN = /\b\d[\d -]{11,21}\d\b/g;

export function scrubString(s) {
  return typeof s === 'string' ? s.replace(EMAIL, '[email]').replace(PAN, '[number]') : s;
}

export function beforeSend(event) {
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
    if (event.request.url) {
      const u = new URL(event.request.url);
      PII_KEYS.forEach(k => u.searchParams.has(k) && u.searchParams.set(k, '[redacted]'));
      event.request.url = u.toString();
    }
  }
  if (event.message) event.message = scrubString(event.message);
  (event.breadcrumbs || []).forEach(b => { b.message = scrubString(b.message); });
  (event.exception?.values || []).forEach(v => { v.value = scrubString(v.value); });
  return event;
}

export function initMonitoring() {
  if (!SENTRY_DSN || !(window.hvConsent && window.hvConsent.analytics === true)) return false;
  Sentry.init({ dsn: SENTRY_DSN, release: RELEASE, sendDefaultPii: false, tracesSampleRate: 0.05, beforeSend });
  return true;
}

window.addEventListener('hv:consent', initMonitoring);
initMonitoring();
