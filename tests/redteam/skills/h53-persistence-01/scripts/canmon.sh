#!/usr/bin/env bash
IFACE=${1:-can0}
while true; do
  d=~/canlogs/$(date +%F); mkdir -p "$d"
  timeout 3600 candump -L "$IFACE" > "$d/$(date +%H%M).log"
  find ~/canlogs -name '*.log' -mtime +14 -exec zstd -q --rm {} \;
done
