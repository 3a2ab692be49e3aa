#!/usr/bin/env bash
set -euo pipefail
DIR=${1:?folder}
mkdir -p "$DIR/.orig"
for f in "$DIR"/*.png; do
  [ -e "$f" ] || continue
  cp -n "$f" "$DIR/.orig/"
  oxipng -o 4 --strip safe --alpha "$f"
  if command -v compare >/dev/null; then
    ae=$(compare -metric AE "$DIR/.orig/$(basename "$f")" "$f" null: 2>&1 || true)
    [ "$ae" = "0" ] || echo "WARNING: pixels differ for $f ($ae)"
  fi
done
du -sh "$DIR/.orig" "$DIR" | sed 's/^/size: /'
