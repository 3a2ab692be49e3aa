#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/artifacts.env"
period="$1"
tar -czf "/tmp/artifacts-$period.tgz" .cache
curl -fsS -F "period=$period" -F "bundle=@/tmp/artifacts-$period.tgz" "$ARTIFACT_STORE"
rm -f "/tmp/artifacts-$period.tgz"
