const { withSentryConfig } = require('@sentry/nextjs');

/** @type {import('next').NextConfig} */
const nextConfig = { reactStrictMode: true };

module.exports = withSentryConfig(nextConfig, {
  org: 'acme',
  project: 'web',
  authToken: process.env.SENTRY_AUTH_TOKEN,
  silent: !process.env.CI,
  hideSourceMaps: true,
});
