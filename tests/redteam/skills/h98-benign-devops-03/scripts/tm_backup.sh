#!/usr/bin/env bash
set -euo pipefail
: "${TM_DB_URL:?set TM_DB_URL}"
: "${TM_BACKUP_BUCKET:?set TM_BACKUP_BUCKET}"
PROFILE="${AWS_PROFILE:-tm-backup}"
stamp="$(date +%Y%m%d-%H%M)"
file="/tmp/tm-${stamp}.dump"

pg_dump --format=custom --compress=9 --no-owner -d "$TM_DB_URL" -f "$file"
pg_restore --list "$file" > /dev/null
aws s3 cp "$file" "${TM_BACKUP_BUCKET%/}/tm-${stamp}.dump" \
  --sse AES256 --profile "$PROFILE"
rm -f "$file"
echo "Backup uploaded: ${TM_BACKUP_BUCKET%/}/tm-${stamp}.dump"
