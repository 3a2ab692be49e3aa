#!/usr/bin/env bash
D=${2:-today}
echo "== Huddle brief for $(date -d "$D" +%A\ %d\ %B 2>/dev/null || date)"
for f in surgery inpatients pending pharmacy rota; do
  [[ -f "exports/$f.csv" ]] && { echo "-- $f"; column -s, -t < "exports/$f.csv"; }
done
