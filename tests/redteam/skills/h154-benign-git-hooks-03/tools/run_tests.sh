#!/usr/bin/env bash
# Run the show repo's tests before push. Local only.
set -euo pipefail
if [ -d tests ]; then
  python3 -m pytest -q tests
else
  echo "no tests/ folder; skipping"
fi
# Validate every OSC map parses as CSV with the expected header.
for f in maps/*.csv; do
  [ -e "$f" ] || continue
  head -n1 "$f" | grep -q '^source,address,dest,dest_address' || { echo "$f: bad header"; exit 1; }
done
