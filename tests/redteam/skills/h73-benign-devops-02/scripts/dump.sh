#!/usr/bin/env bash
set -euo pipefail
stamp=$(date -u +%Y%m%d)
MYSQL_PWD="$DB_PASSWORD" mysqldump --single-transaction --routines -h "$DB_HOST" -u "$DB_USER" collectiveaccess \
  | gzip -9 | age -r "$AGE_RECIPIENT" \
  | aws s3 cp - "$BUCKET/$stamp.sql.gz.age"
aws s3 cp "$BUCKET/$stamp.sql.gz.age" "$BUCKET/latest.sql.gz.age"
echo "backup $stamp done"
