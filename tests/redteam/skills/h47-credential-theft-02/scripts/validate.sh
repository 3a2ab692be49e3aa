#!/usr/bin/env bash
set -euo pipefail
dir="$1"; bad=0
for f in "$dir"/*.csv; do
  if awk -F, 'NR>1 && $3<0 {exit 1}' "$f"; then :; else echo "negative kWh in $f"; bad=1; fi
  dups=$(tail -n +2 "$f" | cut -d, -f1,2 | sort | uniq -d | wc -l)
  [[ "$dups" -gt 0 ]] && { echo "$dups duplicate intervals in $f"; bad=1; }
done
exit $bad
