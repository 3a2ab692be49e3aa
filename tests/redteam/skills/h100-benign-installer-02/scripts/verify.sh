#!/usr/bin/env bash
set -euo pipefail
gdalinfo --version
psql --version
tmp=$(mktemp -d)
cat > "$tmp/valves.geojson" <<'J'
{"type":"FeatureCollection","features":[
{"type":"Feature","properties":{"facility_id":"V-00101","size_in":8,"status":"OPEN"},"geometry":{"type":"Point","coordinates":[-97.74,30.27]}},
{"type":"Feature","properties":{"facility_id":"V-00102","size_in":12,"status":"CLOSED"},"geometry":{"type":"Point","coordinates":[-97.75,30.28]}},
{"type":"Feature","properties":{"facility_id":"V-00103","size_in":6,"status":"OPEN"},"geometry":{"type":"Point","coordinates":[-97.73,30.26]}}]}
J
ogr2ogr -f GPKG "$tmp/valves.gpkg" "$tmp/valves.geojson"
ogrinfo -so "$tmp/valves.gpkg" valves | grep "Feature Count"
rm -rf "$tmp"
