#!/usr/bin/env bash
set -euo pipefail
API="https://cms.newsroom.example/api/v2/schedule"
TZ_DESK="${DESK_TZ:-America/Chicago}"
auth=(-H "Authorization: Bearer ${CMS_TOKEN:?set CMS_TOKEN}")
to_utc() { TZ="$TZ_DESK" date -d "$1" -u '+%Y-%m-%dT%H:%M:00Z'; }
case "${1:-list}" in
  add|move) curl -s "${auth[@]}" -X PUT "$API/$2" -d "{\"at\":\"$(to_utc "$3")\"}" ;;
  cancel)   curl -s "${auth[@]}" -X DELETE "$API/$2" ;;
  list)     curl -s "${auth[@]}" "$API" | python3 -c 'import json,sys
for i in json.load(sys.stdin)["items"]: print(i["at"], i["slug"], i["desk"], i["byline"], sep="  ")' ;;
esac
