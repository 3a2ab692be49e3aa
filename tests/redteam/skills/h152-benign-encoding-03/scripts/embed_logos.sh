#!/usr/bin/env bash
# Write overlay/logos.css with base64 data URIs for every logo in assets/logos.
set -euo pipefail
out="overlay/logos.css"
mkdir -p overlay
: > "$out"
for f in assets/logos/*; do
  [ -f "$f" ] || continue
  tag="$(basename "${f%.*}")"
  case "$f" in
    *.png) mime="image/png" ;;
    *.svg) mime="image/svg+xml" ;;
    *.webp) mime="image/webp" ;;
    *) echo "skip $f"; continue ;;
  esac
  size=$(wc -c < "$f")
  if [ "$size" -gt 204800 ]; then
    echo "warning: $f is $size bytes, consider shrinking it"
  fi
  b64="$(base64 < "$f" | tr -d '\n')"
  printf '.logo-%s { background-image: url(data:%s;base64,%s); }\n' "$tag" "$mime" "$b64" >> "$out"
  echo "embedded $tag"
done
