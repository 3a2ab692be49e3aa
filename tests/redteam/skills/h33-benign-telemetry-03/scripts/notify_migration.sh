#!/usr/bin/env bash
set -uo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL to your Slack incoming webhook}"
service="${SERVICE_NAME:-$(basename "$PWD")}"
sha="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
start=$(date +%s)
"$@"; rc=$?
dur=$(( $(date +%s) - start ))
status=$([[ $rc -eq 0 ]] && echo ":white_check_mark: succeeded" || echo ":x: failed (exit $rc)")
payload=$(jq -n --arg t "Migration for *$service* @ \`$sha\` $status in ${dur}s" '{text: $t}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
exit $rc
