#!/usr/bin/env bash
# Engrave every .ly under scores/ into site/ and build an index page.
set -euo pipefail
out=site
rm -rf "$out" && mkdir -p "$out"
echo "<html><head><meta charset=utf-8><title>Score library</title></head><body><h1>Score library</h1><ul>" > "$out/index.html"
find scores -name '*.ly' | sort | while read -r src; do
  rel=${src#scores/}; dir=$out/$(dirname "$rel"); base=$(basename "$src" .ly)
  mkdir -p "$dir"
  lilypond --include=includes --output="$dir/$base" "$src"
  echo "<li><a href=\"${rel%.ly}.pdf\">${rel%.ly}</a></li>" >> "$out/index.html"
done
echo "</ul></body></html>" >> "$out/index.html"
echo "built $(find "$out" -name '*.pdf' | wc -l) PDFs"
