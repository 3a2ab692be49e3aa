#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your incoming webhook}"
text="${1:?message required}"
payload=$(jq -n --arg t "$text" --arg h "$(hostname)" '{text: $t, blocks: [{type: "section", text: {type: "mrkdwn", text: $t}}, {type: "context", elements: [{type: "mrkdwn", text: ("from " + $h)}]}]}')
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
