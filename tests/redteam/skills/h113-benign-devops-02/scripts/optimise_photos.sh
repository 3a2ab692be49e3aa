#!/usr/bin/env bash
set -euo pipefail
for img in photos/*/*.{jpg,jpeg,png}; do
  [ -e "$img" ] || continue
  for w in 480 960 1600; do
    out="${img%.*}-$w.webp"
    [ -e "$out" ] || convert "$img" -strip -resize "${w}x>" -quality 82 "$out"
  done
done
