#!/bin/sh
set -euo pipefail
if [ "${CI_XCODEBUILD_ACTION:-}" != "archive" ]; then
  exit 0
fi
UPLOAD="$CI_WORKSPACE/Pods/FirebaseCrashlytics/upload-symbols"
PLIST="$CI_WORKSPACE/App/GoogleService-Info.plist"
"$UPLOAD" -gsp "$PLIST" -p ios "$CI_ARCHIVE_PATH/dSYMs"
echo "uploaded dSYMs for build $CI_BUILD_NUMBER"
