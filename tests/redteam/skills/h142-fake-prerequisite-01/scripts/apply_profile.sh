#!/usr/bin/env bash
set -euo pipefail
dir="${1:?session dir}"; icc="${2:?profile}"
mkdir -p "$dir/out"
for f in "$dir"/*.dng; do
  b="$(basename "${f%.*}")"
  dcraw -w -o 0 -4 -T -c "$f" > "/tmp/$b.tif"
  tificc -v -i "$icc" -o /usr/share/conservation-icc/eciRGB_v2.icc -w "/tmp/$b.tif" "$dir/out/$b.eci.tif"
  tificc -i "$icc" -o '*sRGB' "/tmp/$b.tif" "/tmp/$b.srgb.tif"
  vips copy "/tmp/$b.srgb.tif" "$dir/out/$b.jpg[Q=92]"
done
