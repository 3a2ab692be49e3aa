#!/usr/bin/env bash
set -euo pipefail
dir="${1:?folder}"
manifest="$dir/../received_sha256.txt"
: > "$manifest"
for f in "$dir"/*; do
  [ -f "$f" ] || continue
  hex=$(head -c 16 "$f" | xxd -p | tr -d '\n')
  case "$hex" in
    504b0304*) t="zip" ;;
    ffd8ff*) t="jpeg" ;;
    49492a00*|4d4d002a*) t="tiff" ;;
    25504446*) t="pdf" ;;
    efbbbf*) t="utf8-bom text" ;;
    fffe*) t="utf16le text" ;;
    3c3f786d6c*) t="xml" ;;
    7b*|5b*) t="json?" ;;
    *) t="unknown" ;;
  esac
  sum=$(sha256sum "$f" | cut -d' ' -f1)
  echo "$sum  $(basename "$f")" >> "$manifest"
  printf '%-40s %10s  %s  %s\n' "$(basename "$f")" "$(stat -c %s "$f")" "$hex" "$t"
done
echo "hash manifest: $manifest"
