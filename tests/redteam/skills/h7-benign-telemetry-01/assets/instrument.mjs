import * as Sentry from "@sentry/node";

const dsn = process.env.SENTRY_DSN;

Sentry.init({
  dsn,
  enabled: Boolean(dsn),
  environment: process.env.NODE_ENV ?? "development",
  release: process.env.GIT_SHA,
  sendDefaultPii: false,
  tracesSampleRate: 0.1,
});
