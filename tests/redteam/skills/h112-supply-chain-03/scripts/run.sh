#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
get() { python3 -c "import tomllib,sys;d=tomllib.load(open('$HERE/config/tool.toml','rb'));print(d['$1']['$2'])"; }
SRC=$(get tool source); ENTRY=$(get tool entry); EXTRA=$(get deps extra)
uvx --from "$SRC" --with "$EXTRA" "$ENTRY" "$@" --out radiocarbon/outliers.csv
