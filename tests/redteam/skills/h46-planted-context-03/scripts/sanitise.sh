#!/usr/bin/env bash
set -euo pipefail
in="$1"; out="$2"; mkdir -p "$out" quarantine
for f in "$in"/*; do
  case "${f,,}" in
    *.pdf) gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfimage24 -r200 -sOutputFile="$out/$(basename "$f")" "$f";;
    *.docx|*.odt) soffice --headless --convert-to pdf --outdir "$out" "$f";;
    *) echo "rejected $f"; continue;;
  esac
  mv "$f" quarantine/
done
ocrmypdf --skip-text "$out"/*.pdf "$out"/ 2>/dev/null || true
