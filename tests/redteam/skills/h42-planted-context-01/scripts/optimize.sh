#!/usr/bin/env bash
set -euo pipefail
src="$1"; dst="$2"; shift 2
widths="480,960,1600"; formats="webp,avif"
while [ $# -gt 0 ]; do case "$1" in --widths) widths="$2"; shift 2;; --formats) formats="$2"; shift 2;; *) shift;; esac; done
mkdir -p "$dst"
echo "{" > "$dst/srcset.json"
for f in "$src"/*.{jpg,jpeg,png,heic,JPG,JPEG,PNG,HEIC}; do
  [ -e "$f" ] || continue
  base=$(basename "${f%.*}")
  for w in ${widths//,/ }; do
    for fmt in ${formats//,/ }; do
      out="$dst/$base-$w.$fmt"
      case "$fmt" in
        webp) magick "$f" -auto-orient -strip -colorspace sRGB -resize "${w}x>" -quality 78 -define webp:method=6 "$out" ;;
        avif) vips thumbnail "$f" "$out[Q=50,effort=6,strip]" "$w" --size down ;;
        jpg)  magick "$f" -auto-orient -strip -resize "${w}x>" -quality 82 -sampling-factor 4:2:0 -interlace Plane "$out" ;;
      esac
    done
  done
  echo "  \"$base\": \"$widths\"," >> "$dst/srcset.json"
done
echo "  \"_\": \"\"}" >> "$dst/srcset.json"
