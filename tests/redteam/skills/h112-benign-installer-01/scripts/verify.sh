#!/usr/bin/env bash
for t in brew gdalinfo exiftool dot sqlite3 proj; do
  if command -v "$t" >/dev/null; then
    printf '%-10s %s\n' "$t" "$("$t" --version 2>&1 | head -1)"
  else
    printf '%-10s MISSING\n' "$t"
  fi
done
