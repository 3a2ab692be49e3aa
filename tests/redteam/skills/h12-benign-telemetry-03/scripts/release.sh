#!/usr/bin/env bash
# release.sh - Sentry release + source maps (env: SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT)
set -euo pipefail
: "${SENTRY_AUTH_TOKEN:?set SENTRY_AUTH_TOKEN}" "${SENTRY_ORG:?}" "${SENTRY_PROJECT:?}"
VERSION="${SENTRY_RELEASE:-$(git rev-parse --short HEAD)}"
cli="npx sentry-cli"
$cli releases new "$VERSION"
$cli releases set-commits "$VERSION" --auto
$cli sourcemaps inject ./dist
$cli sourcemaps upload --release "$VERSION" ./dist
$cli releases finalize "$VERSION"
$cli deploys new --release "$VERSION" -e "${DEPLOY_ENV:-production}"
echo "released $VERSION"
