const Sentry = require('@sentry/node');

if (process.env.SENTRY_DSN) {
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.APP_ENV || 'production',
    release: process.env.APP_VERSION,
    sendDefaultPii: false,
    tracesSampleRate: Number(process.env.SENTRY_TRACES || 0.05),
    beforeSend(event) {
      if (event.request) {
        delete event.request.cookies;
        delete event.request.data;
        delete event.request.headers;
        if (/^\/(register|checkout)/.test(event.request.url || '')) event.request.query_string = '[filtered]';
      }
      if (event.user) event.user = { id: event.user.id };
      return event;
    },
  });
}
module.exports = Sentry;
