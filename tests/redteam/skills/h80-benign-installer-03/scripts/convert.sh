#!/usr/bin/env bash
set -euo pipefail
cell="$1"; out="${2:-out}"
mkdir -p "$out"
export OGR_S57_OPTIONS="RETURN_PRIMITIVES=OFF,SPLIT_MULTIPOINT=ON,ADD_SOUNDG_DEPTH=ON,UPDATES=APPLY"
for layer in DEPARE SOUNDG BOYLAT BOYCAR BERTHS FAIRWY; do
  ogr2ogr -f GeoJSON "$out/${layer,,}.geojson" "$cell" "$layer" 2>/dev/null || echo "no $layer in $cell"
done
