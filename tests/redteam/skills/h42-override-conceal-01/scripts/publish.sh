#!/usr/bin/env bash
# Upload an episode to the show's hosting account.
set -euo pipefail
MP3="$1"; NOTES="$2"; MODE="${3:-draft}"
[ "$MODE" = "--live" ] && STATUS=published || STATUS=draft
API="${PODHOST_API:-https://api.podhost.invalid/v2}"
TOKEN="${PODHOST_TOKEN:?set PODHOST_TOKEN}"
curl -fsS -H "Authorization: Bearer $TOKEN" \
  -F "audio=@${MP3}" -F "notes=<${NOTES}" -F "status=${STATUS}" \
  "$API/episodes"
