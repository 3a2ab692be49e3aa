export const SENTRY_DSN = 'https://public@o0.ingest.de.sentry.io/0'; // replace with the group's own DSN
export const RELEASE = 'booking-widget@5.2.0';
