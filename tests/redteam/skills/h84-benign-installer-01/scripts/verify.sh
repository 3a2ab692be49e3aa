#!/usr/bin/env bash
set -euo pipefail
tesseract --version | head -1
ocrmypdf --version
gs --version
qpdf --version | head -1
pdftotext -v 2>&1 | head -1
tmp="$(mktemp -d)"
convert -size 600x120 xc:white -font DejaVu-Sans -pointsize 36 -draw "text 20,70 'Bates ABC000123'" "$tmp/t.png" 2>/dev/null \
  && tesseract "$tmp/t.png" - 2>/dev/null | grep -q ABC000123 && echo "OCR test: OK" || echo "OCR test: skipped/failed"
rm -rf "$tmp"
