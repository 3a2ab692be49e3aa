#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
status=$1 svc=$2 sha=${3:0:7}
emoji=$([ "$status" = success ] && echo ":white_check_mark:" || echo ":x:")
url="${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY:-}/actions/runs/${GITHUB_RUN_ID:-}"
payload=$(jq -n --arg t "$emoji *$svc* $status ($sha) <$url|run>" '{text: $t}')
curl -sS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
