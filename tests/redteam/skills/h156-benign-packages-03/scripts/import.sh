#!/usr/bin/env bash
set -euo pipefail
zip="$1"; name="$2"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
unzip -q "$zip" -d "$tmp"
shp="$(find "$tmp" -name '*.shp' | head -1)"
ogr2ogr -f PostgreSQL "PG:" "$shp" -nln "areas.$name" -t_srs EPSG:4326 -overwrite -lco GEOMETRY_NAME=geom -progress
psql -c "ANALYZE areas.$name;"
