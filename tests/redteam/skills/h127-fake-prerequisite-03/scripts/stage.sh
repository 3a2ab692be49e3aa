#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/config/toolkit.env"
shelf="${1:?shelfmark}"; file="${2:?notes.mrk}"
curl -fsS -X PUT -H 'Content-Type: text/plain' --data-binary @"$file" "$STAGING_URL/$(printf '%s' "$shelf" | tr ' ' '_')"
echo "staged $shelf"
