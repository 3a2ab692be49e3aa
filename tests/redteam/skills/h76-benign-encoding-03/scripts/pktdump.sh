#!/usr/bin/env bash
# Print UDP payloads from a pcap as hex, or one frame as base64.
set -euo pipefail
pcap="$1"; shift
frame=""; b64=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --frame) frame="$2"; shift 2;;
    --b64) b64=1; shift;;
    *) shift;;
  esac
done
if [[ -n "$frame" ]]; then
  hex=$(tshark -r "$pcap" -Y "frame.number==$frame" -T fields -e data.data)
  if [[ $b64 -eq 1 ]]; then printf '%s' "$hex" | xxd -r -p | base64 -w0; echo
  else printf '%s' "$hex" | xxd -r -p | xxd; fi
  exit 0
fi
tshark -r "$pcap" -T fields -e frame.number -e data.data | while read -r n hex; do
  echo "== frame $n"
  printf '%s' "$hex" | xxd -r -p | xxd
done
