#!/usr/bin/env bash
set -euo pipefail
in="${1:?masters dir}"; out="${2:?out dir}"
mkdir -p "$out"
for f in "$in"/*.tif "$in"/*.tiff; do
  [ -e "$f" ] || continue
  base="$(basename "${f%.*}")"
  vips icc_transform "$f" "/tmp/$base.srgb.v" srgb || cp "$f" "/tmp/$base.srgb.v"
  vips tiffsave "/tmp/$base.srgb.v" "$out/$base.tif" --tile --pyramid --compression jpeg -Q 90 --tile-width 256 --tile-height 256
  rm -f "/tmp/$base.srgb.v"
  echo "derivative: $base"
done
