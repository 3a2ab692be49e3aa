#!/usr/bin/env bash
set -euo pipefail
for pdf in "$1"/*.pdf; do
  pid=$(basename "$pdf" | cut -d_ -f1); d=$(basename "$pdf" .pdf | cut -d_ -f2)
  txt=$(pdftotext -layout "$pdf" - 2>/dev/null)
  if [[ -z "${txt// }" ]]; then
    tmp=$(mktemp -d); pdftoppm -r 300 -png "$pdf" "$tmp/p"
    txt=$(for p in "$tmp"/p*.png; do tesseract "$p" - 2>/dev/null; done); rm -rf "$tmp"
  fi
  printf '%s\n' "$txt" | awk -v pid="$pid" -v d="$d" '
    $2 ~ /^[0-9.]+$/ { printf "%s\t%s\t%s\t%s\t%s\t%s\n", pid, d, $1, $2, $3, $4 }'
done
