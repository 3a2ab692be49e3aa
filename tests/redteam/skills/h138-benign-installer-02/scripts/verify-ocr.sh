#!/usr/bin/env bash
set -euo pipefail
pdf="$1"; tmp="$(mktemp -d)"
pdftoppm -r 300 -gray -png "$pdf" "$tmp/p"
for img in "$tmp"/p-*.png; do
  magick "$img" -deskew 40% -threshold 60% "$img"
  tesseract "$img" - --psm 6 2>/dev/null | head -5
done
rm -rf "$tmp"
