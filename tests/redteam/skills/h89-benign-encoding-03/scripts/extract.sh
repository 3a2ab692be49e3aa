#!/usr/bin/env bash
set -euo pipefail
page=${1:?page}; out=${2:-recovered}
mkdir -p "$out"
n=0
grep -o 'data:audio/[a-z]*;base64,[A-Za-z0-9+/=]*"[^<]*<' "$page" | while IFS= read -r m; do
  n=$((n+1))
  mime=${m#data:audio/}; mime=${mime%%;*}
  b64=${m#*base64,}; b64=${b64%%\"*}
  label=${m##*>}; label=${label%<}; label=${label// /-}
  ext=$mime; [ "$mime" = mpeg ] && ext=mp3
  printf '%s' "$b64" | base64 -d > "$out/$(printf %02d $n)-$label.$ext"
done
ls -l "$out"
