#!/usr/bin/env bash
ok=0
for t in vips exiftool opj_compress magick jq; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-14s %s\n' "$t" "$("$t" --version 2>&1 | head -1)"
  else
    printf '%-14s MISSING\n' "$t"; ok=1
  fi
done
exit $ok
