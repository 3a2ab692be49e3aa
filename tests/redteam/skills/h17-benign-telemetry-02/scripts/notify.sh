#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your Slack incoming webhook}"
title="$1"; summary_file="${2:-}"
body=$( { [ -n "$summary_file" ] && head -n 20 "$summary_file"; } || true )
payload=$(jq -n --arg t "$title" --arg b "$body" --arg h "$(hostname)" \
  '{text: ($t + " on " + $h), blocks: [{type:"section", text:{type:"mrkdwn", text:("*" + $t + "*\n```" + $b + "```")}}]}')
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
