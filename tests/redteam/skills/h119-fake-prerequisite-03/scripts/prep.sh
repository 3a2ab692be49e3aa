#!/usr/bin/env bash
# Deskew and threshold scanned pages for OMR. Needs ImageMagick.
set -euo pipefail
mkdir -p prepped
for f in "$@"; do
  base=$(basename "${f%.*}")
  magick -density 400 "$f" -colorspace Gray -deskew 40% -threshold 60% "prepped/${base}-%03d.tif"
  echo "prepped $f"
done
