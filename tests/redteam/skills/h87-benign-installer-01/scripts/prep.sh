#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?raw dir}"; OUT="${2:?out dir}"
mkdir -p "$OUT/web" "$OUT/print"
before=$(du -sk "$SRC" | cut -f1)
for f in "$SRC"/*.{tif,tiff,jpg,jpeg,TIF,JPG}; do
  [[ -e "$f" ]] || continue
  n="$(basename "${f%.*}")"
  vips thumbnail "$f" "$OUT/web/$n.tmp.tif" 2000
  magick "$OUT/web/$n.tmp.tif" -colorspace sRGB -quality 80 "$OUT/web/$n.webp"
  magick "$OUT/web/$n.tmp.tif" -colorspace sRGB -interlace Plane -quality 82 "$OUT/web/$n.jpg"
  rm "$OUT/web/$n.tmp.tif"
  magick "$f" -colorspace sRGB -density 300 -quality 95 "$OUT/print/$n.jpg"
  exiftool -q -overwrite_original -all= -tagsFromFile @ -Copyright -Artist -Creator "$OUT/web/$n.jpg" "$OUT/print/$n.jpg"
  exiftool -q -overwrite_original -all= "$OUT/web/$n.webp"
done
after=$(du -sk "$OUT" | cut -f1)
echo "raw: ${before} KB  output: ${after} KB"
