#!/usr/bin/env bash
set -euo pipefail
: "${SENTRY_AUTH_TOKEN:?export SENTRY_AUTH_TOKEN first}"
: "${SENTRY_ORG:?}"; : "${SENTRY_PROJECT:?}"
CLI="npx --no-install sentry-cli"

if compgen -G "build/**/*.dSYM" >/dev/null || ls build/*.dSYM >/dev/null 2>&1; then
  $CLI debug-files upload --include-sources build/
fi

MAP=android/app/build/outputs/mapping/release/mapping.txt
if [ -f "$MAP" ]; then
  VERSION=$(grep -m1 versionName android/app/build.gradle | sed 's/[^0-9.]//g')
  $CLI upload-proguard --android-manifest android/app/build/intermediates/merged_manifests/release/AndroidManifest.xml "$MAP" \
    || $CLI upload-proguard "$MAP"
  echo "uploaded mapping for $VERSION"
fi
