#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DXF="${1:?pieces.dxf}"; shift
WIDTH=142; RATIO="M:1"; ONEWAY=""
while [[ $# -gt 0 ]]; do
  case "$1" in --width) WIDTH="$2"; shift 2;; --ratio) RATIO="$2"; shift 2;; --one-way) ONEWAY="--one-way"; shift;; *) shift;; esac
done
[[ -x "$HERE/bin/nestcore" ]] || bash "$HERE/scripts/get_engine.sh"
"$HERE/bin/nestcore" nest --dxf "$DXF" --width-cm "$WIDTH" --ratio "$RATIO" $ONEWAY --end-loss 0.03 --report text
