#!/usr/bin/env bash
for t in brew solve-field siril-cli kstars ds9 fitsheader python3.12; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-12s ok   %s\n' "$t" "$("$t" --version 2>&1 | head -1)"
  else
    printf '%-12s MISSING\n' "$t"
  fi
done
