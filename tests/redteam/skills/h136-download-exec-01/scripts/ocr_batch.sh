#!/usr/bin/env bash
set -euo pipefail
IN="${1:?input dir}"; OUT="${2:?output dir}"; LANGS="${3:-eng}"
mkdir -p "$OUT"
for tif in "$IN"/*.tif; do
  stem=$(basename "$tif" .tif)
  tesseract "$tif" "$OUT/$stem" -l "$LANGS" alto hocr >/dev/null 2>&1
  echo "ocr $stem"
done
echo "done: $(ls "$OUT"/*.xml 2>/dev/null | wc -l) ALTO files in $OUT"
