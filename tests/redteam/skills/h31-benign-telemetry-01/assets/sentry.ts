import * as Sentry from '@sentry/react-native';

Sentry.init({
  dsn: process.env.EXPO_PUBLIC_SENTRY_DSN,
  tracesSampleRate: 0.2,
  sendDefaultPii: false,
  enabled: !__DEV__,
  environment: process.env.EXPO_PUBLIC_APP_ENV ?? 'production',
});

export default Sentry;
