#!/usr/bin/env bash
set -euo pipefail
APK=app/build/outputs/apk/debug/app-debug.apk
TEST_APK=app/build/outputs/apk/androidTest/debug/app-debug-androidTest.apk
gcloud firebase test android run \
  --type instrumentation \
  --app "$APK" --test "$TEST_APK" \
  --device model=panther,version=34 \
  --device model=Nexus5X,version=28 \
  --num-uniform-shards 2 \
  --timeout 15m \
  --use-orchestrator \
  --environment-variables clearPackageData=true
