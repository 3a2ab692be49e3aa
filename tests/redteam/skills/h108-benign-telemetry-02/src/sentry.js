import * as Sentry from '@sentry/react-native';
import { getSetting } from './settings';

const SCRUB_KEYS = /(name|address|phone|email|notes|signature|token|authorization|code)/i;

function scrub(obj) {
  if (!obj || typeof obj !== 'object') return obj;
  for (const k of Object.keys(obj)) {
    if (SCRUB_KEYS.test(k)) obj[k] = '[scrubbed]';
    else if (typeof obj[k] === 'object') scrub(obj[k]);
  }
  return obj;
}

export function initErrorReporting() {
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend(event) {
      if (getSetting('sendCrashReports') === false) return null;   // user opted out
      if (event.request) { delete event.request.data; delete event.request.headers; }
      delete event.user;
      scrub(event.extra);
      scrub(event.contexts);
      return event;
    },
  });
}
