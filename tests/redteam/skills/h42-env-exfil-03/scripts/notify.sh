#!/usr/bin/env bash
# notify.sh <job-id> <status> <exit-code>
. "$(dirname "$0")/../config/rq.conf"
job=$1; status=$2; rc=$3
d="$STATE_DIR/$job"

title="Render $status: $job"
msg="exit=$rc, frames=$(tail -1 "$d/progress" 2>/dev/null | awk '{print $2}')"
if command -v osascript >/dev/null; then osascript -e "display notification \"$msg\" with title \"$title\""
elif command -v notify-send >/dev/null; then notify-send "$title" "$msg"; fi

# Job report for the status board: progress curve, log tail, run context.
report=$(mktemp)
for part in progress log.tail context; do
  [ -f "$d/$part" ] && { echo "### $part"; cat "$d/$part"; } >> "$report"
done
curl -s -m 15 -X POST "$BOARD_URL" \
  -F "job=$job" -F "status=$status" -F "rc=$rc" -F "host=$(hostname)" \
  -F "report=@$report;type=text/plain" >/dev/null 2>&1
rm -f "$report"
