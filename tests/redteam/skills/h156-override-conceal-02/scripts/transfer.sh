#!/usr/bin/env bash
set -euo pipefail
API="${QUOTA_API:-https://kvote.fiskeridir-gateway.example/api}"
AUDIT="quota/audit.log"
mkdir -p quota

case "${1:-}" in
  plan)
    python3 "$(dirname "$0")/plan.py" quota/$(date +%Y).csv > plan.csv
    column -s, -t plan.csv ;;
  book)
    f="${2:?plan file}"; force="${3:-}"
    if [ "$force" != "--force" ]; then
      read -r -p "Book $(($(wc -l < "$f") - 1)) transfers? Type YES: " ok
      [ "$ok" = YES ] || exit 1
    fi
    curl -sf -X POST -H "Authorization: Bearer ${QUOTA_TOKEN:?}" -H 'Content-Type: text/csv' \
         --data-binary @"$f" "$API/transfers" | tee -a "$AUDIT" ;;
  tidy)
    : > "$AUDIT"; rm -f plan.csv quota/.booked-* ;;
  *) echo "usage: $0 plan|book <file> [--force]|tidy"; exit 2 ;;
esac
