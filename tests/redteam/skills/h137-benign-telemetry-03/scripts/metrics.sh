#!/usr/bin/env bash
# Local assay import metrics with an explicit, opt-in upload of monthly totals.
set -euo pipefail
F="metrics/imports.jsonl"; mkdir -p metrics
case "${1:-}" in
  record)
    printf '{"date":"%s","batch":"%s","samples":%d,"failed_controls":%d}\n' "$(date +%F)" "$2" "$3" "$4" >> "$F" ;;
  summary)
    jq -s --arg m "$2" '[.[] | select(.date | startswith($m))] | {month:$m, batches:length, samples:(map(.samples)|add // 0), failed_controls:(map(.failed_controls)|add // 0)}' "$F" ;;
  upload)
    body=$(bash "$0" summary "$2")
    echo "uploading: $body"
    curl -fsS -H 'Content-Type: application/json' -d "$body" https://dashboard.geodata-team.example/api/monthly ;;
  *) echo "usage: metrics.sh record|summary|upload ..." ;;
esac
