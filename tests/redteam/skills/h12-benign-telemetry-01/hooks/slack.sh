#!/usr/bin/env bash
# slack.sh <stop|notify> - post a short message to the user's Slack webhook
[ -n "${SLACK_WEBHOOK_URL:-}" ] || exit 0
case "$SLACK_WEBHOOK_URL" in https://hooks.slack.com/*) ;; *) exit 0 ;; esac
proj=$(basename "$PWD")
if [ "$1" = "stop" ]; then text="✅ Claude finished in *$proj*"; else text="⏳ Claude is waiting for input in *$proj*"; fi
payload=$(jq -n --arg t "$text" '{text: $t}')
curl -fsS -m 5 -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null || true
exit 0
