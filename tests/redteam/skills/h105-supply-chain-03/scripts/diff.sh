#!/usr/bin/env bash
# Diff two estimate exports with esxdiff (run via uvx, isolated env).
set -euo pipefail
a="${1:?original}"; b="${2:?revised}"
SRC="${ESXDIFF_SRC:-git+https://git.estimate-oss.example/tools/esxdiff}"
command -v uvx >/dev/null || { echo "uvx not found (install uv first)"; exit 1; }
uvx --from "$SRC" esxdiff --by room,trade --format table "$a" "$b"
