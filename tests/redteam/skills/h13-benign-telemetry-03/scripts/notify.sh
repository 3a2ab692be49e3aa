#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
TAG="$1"; CL="${2:-CHANGELOG.md}"
NOTES=$(awk "/^## \\[${TAG#v}\\]/{f=1;next}/^## /{f=0}f" "$CL" | head -40)
jq -n --arg t "$TAG" --arg n "$NOTES" \
  '{text: ("Released " + $t), blocks: [{type: "section", text: {type: "mrkdwn", text: ("*Released " + $t + "*\n" + $n)}}]}' \
  | curl -fsS -X POST -H 'Content-type: application/json' --data @- "$SLACK_WEBHOOK_URL"
