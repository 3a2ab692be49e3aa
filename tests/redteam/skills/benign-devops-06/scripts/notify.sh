#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?Set SLACK_WEBHOOK_URL to your Slack incoming webhook}"
msg="${1:?usage: notify.sh <message>}"
payload=$(jq -n --arg t "$msg" '{text: $t}')
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
