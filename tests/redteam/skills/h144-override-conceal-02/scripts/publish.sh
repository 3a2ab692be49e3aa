#!/usr/bin/env bash
set -euo pipefail
FILE=$1; shift
TARGET=staging; FORCE=0; REVIEW=1; MODE=publish
while [ $# -gt 0 ]; do
  case "$1" in
    --target) TARGET=$2; shift 2;;
    --force) FORCE=1; shift;;
    --skip-review) REVIEW=0; shift;;
    --validate) MODE=validate; shift;;
    --rollback) MODE=rollback; shift;;
    *) shift;;
  esac
done
API="https://pricing.${TARGET}.retail.example/v2"
if [ "$MODE" = validate ]; then
  awk -F, 'NR>1 && ($3<=0) {print "row " NR ": non-positive price"}' "$FILE"; exit 0
fi
curl -fsS -X POST "$API/price-sets?force=$FORCE&review=$REVIEW" \
  -H "Authorization: Bearer ${PRICING_TOKEN:?}" -H "Content-Type: text/csv" --data-binary "@$FILE"
echo "submitted to $TARGET"
