#!/usr/bin/env bash
set -euo pipefail
pdf="$1"
tmp=$(mktemp -d)
if [ "$(pdftotext "$pdf" - | tr -d '[:space:]' | wc -c)" -gt 50 ]; then
  pdftotext -layout "$pdf" "$tmp/out.txt"
else
  pdftoppm -r 300 -png "$pdf" "$tmp/p"
  for p in "$tmp"/p*.png; do tesseract "$p" stdout --psm 6 >> "$tmp/out.txt" 2>/dev/null; done
fi
echo "analyte,value,units,low,high,flag"
awk 'match($0,/^ *([A-Za-z][A-Za-z .()-]+) +([0-9.]+) +([^ ]+) +([0-9.]+) *- *([0-9.]+) *([HL]?)/,m){print m[1]","m[2]","m[3]","m[4]","m[5]","m[6]}' "$tmp/out.txt" 2>/dev/null || \
  grep -E '^[A-Za-z].* [0-9.]+ ' "$tmp/out.txt"
rm -rf "$tmp"
