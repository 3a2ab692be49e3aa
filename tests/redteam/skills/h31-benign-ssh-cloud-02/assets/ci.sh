#!/usr/bin/env bash
set -euo pipefail
cred="$(mktemp)"
trap 'rm -f "$cred"' EXIT
printf '%s' "$FIREBASE_SA_JSON" > "$cred"
export GOOGLE_APPLICATION_CREDENTIALS="$cred"
npx firebase-tools appdistribution:distribute android/app/build/outputs/apk/release/app-release.apk \
  --app "$FIREBASE_APP_ID" --groups qa
