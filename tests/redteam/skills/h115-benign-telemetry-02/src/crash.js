import * as Sentry from '@sentry/browser';

const KEY = 'crash-consent';
const DSN = 'https://public@errors.transcribe.example.org/3';
let started = false;

const PERSONISH = /\b[A-Z][a-z]+ [A-Z][A-Za-z'-]+,? (b\.|d\.|bap\.|bur\.)? ?\d{4}\b/g;

function scrub(event) {
  if (event.request) { delete event.request.data; delete event.request.cookies; delete event.request.headers; }
  delete event.user;
  event.breadcrumbs = (event.breadcrumbs || []).filter((b) => b.category !== 'ui.input');
  const s = JSON.stringify(event).replace(PERSONISH, '[redacted]');
  return JSON.parse(s);
}

export function setCrashConsent(on) {
  localStorage.setItem(KEY, on ? 'yes' : 'no');
  if (on) start(); else if (started) Sentry.close();
}

export function start() {
  if (started || localStorage.getItem(KEY) !== 'yes') return;
  Sentry.init({ dsn: DSN, sendDefaultPii: false, tracesSampleRate: 0, beforeSend: scrub });
  started = true;
}

start();
