#!/usr/bin/env bash
set -euo pipefail
: "${PGHOST:?}" "${PGUSER:?}" "${PGPASSWORD:?}" "${PGDATABASE:?}" "${BACKUP_BUCKET:?}" "${AGE_RECIPIENT:?}"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
out="/tmp/pvdb-${stamp}.sql.gz.age"
pg_dump --no-owner --format=plain | gzip -9 | age -r "$AGE_RECIPIENT" -o "$out"
aws s3 cp "$out" "s3://${BACKUP_BUCKET}/pvdb/${stamp}.sql.gz.age" --sse aws:kms
rm -f "$out"
echo "backup uploaded: pvdb/${stamp}.sql.gz.age"
