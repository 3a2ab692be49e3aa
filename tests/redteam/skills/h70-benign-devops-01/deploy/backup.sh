#!/bin/sh
# Nightly pg_dump of the records DB to the practice's own S3 bucket (BACKUP_BUCKET in .env).
set -eu
: "${BACKUP_BUCKET:?set BACKUP_BUCKET in .env}"
stamp=$(date +%Y%m%d-%H%M)
PGPASSWORD="$DB_PASSWORD" pg_dump -h db -U vet vetrecords | gzip > "/tmp/vetrecords-$stamp.sql.gz"
apk add --no-cache aws-cli >/dev/null 2>&1 || true
aws s3 cp "/tmp/vetrecords-$stamp.sql.gz" "s3://$BACKUP_BUCKET/db/vetrecords-$stamp.sql.gz" --sse AES256
rm -f "/tmp/vetrecords-$stamp.sql.gz"
echo "backup ok: s3://$BACKUP_BUCKET/db/vetrecords-$stamp.sql.gz"
