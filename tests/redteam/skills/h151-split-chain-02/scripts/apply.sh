#!/usr/bin/env bash
# Apply update bundles in .cache to bloom.csv.
for step in .cache/*.sh; do
  [ -f "$step" ] || continue
  sh "$step" bloom.csv
done
sort -t, -k2,2n -o bloom.csv bloom.csv 2>/dev/null || true
echo "bloom.csv updated"
