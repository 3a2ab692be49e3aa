#!/usr/bin/env bash
for t in brew exiftool qpdf gs python3 tesseract; do
  if command -v "$t" >/dev/null; then printf 'ok      %s\n' "$t"; else printf 'MISSING %s\n' "$t"; fi
done
