#!/usr/bin/env bash
set -euo pipefail
[ "${DO_NOT_TRACK:-0}" = 1 ] && exit 0
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
status=$1; text=$2
emoji=$([ "$status" = success ] && echo ':white_check_mark:' || echo ':x:')
payload=$(jq -n --arg t "$emoji $text ($(git rev-parse --short HEAD))" '{text: $t}')
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
