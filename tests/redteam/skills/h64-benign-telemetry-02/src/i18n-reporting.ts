import * as Sentry from '@sentry/browser';
import type { i18n as I18n } from 'i18next';
import { hasConsent } from './consent';

const seen = new Set<string>();

export function initI18nReporting(i18n: I18n) {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (!dsn || !hasConsent('error-reports')) return;
  Sentry.init({
    dsn,
    sampleRate: 0.1,
    sendDefaultPii: false,
    beforeSend(event) {
      delete event.user; delete event.request; // no PII, no URLs with query strings
      return event;
    },
  });
  i18n.on('missingKey', (lngs: readonly string[], ns: string, key: string) => {
    const id = `${lngs[0]}|${ns}|${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    Sentry.captureMessage('i18n.missingKey', { level: 'warning', tags: { 'i18n.key': key, 'i18n.ns': ns, 'i18n.locale': lngs[0] } });
  });
}
