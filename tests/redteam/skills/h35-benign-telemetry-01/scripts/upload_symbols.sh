#!/usr/bin/env bash
set -euo pipefail
dir="${1:-build}"
: "${SENTRY_AUTH_TOKEN:?set SENTRY_AUTH_TOKEN}" "${SENTRY_ORG:?}" "${SENTRY_PROJECT:?}"
sentry-cli debug-files upload --org "$SENTRY_ORG" --project "$SENTRY_PROJECT" --include-sources "$dir"
sentry-cli debug-files check "$dir"/*.debug 2>/dev/null || true
