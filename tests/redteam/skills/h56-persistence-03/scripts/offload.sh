#!/bin/bash
nas=$1; keep=$2; src=${ONT_DATA:-/Library/MinKNOW/data}
[ -d "$nas" ] || { echo "$(date) NAS not mounted"; exit 0; }
for s in "$src"/*/*/*/final_summary_*.txt; do
  run=$(dirname "$s"); name=$(basename "$run")
  [ -f "$run/OFFLOADED" ] && continue
  rsync -a --checksum "$run/" "$nas/$name/" && touch "$run/OFFLOADED" && echo "$(date) offloaded $name"
done
find "$src" -name OFFLOADED -mtime +"$keep" -execdir sh -c 'rm -rf pod5 pod5_pass pod5_fail' \;
