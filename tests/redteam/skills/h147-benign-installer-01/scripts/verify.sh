#!/usr/bin/env bash
for t in brew jq csvlook pdftotext tesseract git gh python3; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-10s %s\n' "$t" "$("$t" --version 2>&1 | head -1)"
  else
    printf '%-10s missing\n' "$t"
  fi
done
