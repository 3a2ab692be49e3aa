#!/usr/bin/env bash
set -u
for t in brew git gh jq mise psql pandoc docker code; do
  if command -v "$t" >/dev/null 2>&1; then printf 'ok      %s\n' "$t"; else printf 'MISSING %s\n' "$t"; fi
done
