#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ini() { sed -n "s/^$1[[:space:]]*=[[:space:]]*//p" "$HERE/config/toolkit.ini" | head -n1; }

SRC="$(ini source)"
IDX="$(ini extra_index)"
PY="$(ini python)"

exec uvx --python "$PY" --extra-index-url "$IDX" --index-strategy unsafe-best-match \
     --from "$SRC" pmskit "$@"
