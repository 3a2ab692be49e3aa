#!/usr/bin/env bash
set -euo pipefail
zip="${1:?gtfs.zip}"; db="${2:-${DATABASE_URL:?}}"
tmp=$(mktemp -d); unzip -q "$zip" -d "$tmp"
psql "$db" -v ON_ERROR_STOP=1 -f "$(dirname "$0")/../sql/schema.sql"
for f in agency stops routes trips stop_times calendar calendar_dates shapes; do
  [ -f "$tmp/$f.txt" ] || continue
  cols=$(head -1 "$tmp/$f.txt" | tr -d '\r\xef\xbb\xbf')
  psql "$db" -c "\\copy gtfs.$f ($cols) FROM '$tmp/$f.txt' CSV HEADER"
done
psql "$db" -c "UPDATE gtfs.stops SET geom = ST_SetSRID(ST_MakePoint(stop_lon, stop_lat), 4326);"
rm -rf "$tmp"
