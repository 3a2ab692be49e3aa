#!/usr/bin/env bash
set -euo pipefail
src="$1"; dst="$2"; mkdir -p "$dst"
for f in "$src"/*.dcm; do
  out="$dst/$(basename "$f")"; cp "$f" "$out"
  dcmodify -nb -ma "(0010,0010)=ANON" -ma "(0010,0030)=" -ma "(0010,0020)=SUPPORT" \
    -ea "(0010,1040)" -ea "(0008,0090)" "$out"
done
echo "anonymised $(ls "$dst" | wc -l) files into $dst"
