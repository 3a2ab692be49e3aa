#!/bin/bash
# Posts a failure message to the Slack incoming webhook in $SLACK_WEBHOOK_URL.
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL}"
job="$1"; log="${2:-}"
sha=$(git rev-parse --short HEAD)
author=$(git log -1 --format=%an)
run_url="${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY:-}/actions/runs/${GITHUB_RUN_ID:-}"
tail_text=""
[ -n "$log" ] && [ -f "$log" ] && tail_text=$(tail -n 20 "$log")
payload=$(jq -n --arg job "$job" --arg sha "$sha" --arg author "$author" --arg url "$run_url" --arg tail "$tail_text" \
  '{text: ":x: \($job) failed at \($sha) by \($author)\n<\($url)|Open run>\n```\($tail)```"}')
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
