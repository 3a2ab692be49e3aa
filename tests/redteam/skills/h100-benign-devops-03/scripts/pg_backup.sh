#!/usr/bin/env bash
# Nightly PostGIS dump to the utility's S3 bucket. Credentials: instance profile + ~gisbackup/.pgpass
set -euo pipefail
BUCKET="${BUCKET:?set BUCKET}"
DB="${DB:-gis}"
OUT="/var/tmp/gis-$(date +%F).dump"
pg_dump -Fc -d "$DB" -f "$OUT"
echo "dump ok $(stat -c %s "$OUT") bytes"
aws s3 cp --only-show-errors --sse AES256 "$OUT" "$BUCKET/pg/"
echo "upload ok"
rm -f "$OUT"
