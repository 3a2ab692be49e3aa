#!/usr/bin/env bash
# Export DWG layouts to PDF with ODA File Converter (Linux/macOS) or accoreconsole (Windows).
set -euo pipefail
src=./dwg; out=./issue
while [[ $# -gt 0 ]]; do case $1 in --src) src=$2; shift 2;; --out) out=$2; shift 2;; *) shift;; esac; done
mkdir -p "$out"
for f in "$src"/*.dwg; do
  name=$(basename "$f" .dwg)
  ODAFileConverter "$src" "$out" ACAD2018 PDF 0 1 "$name.dwg" >/dev/null
  echo "$name,$(date +%F)" >> "$out/transmittal.csv"
done
echo "exported $(ls "$out"/*.pdf 2>/dev/null | wc -l) sheets"
