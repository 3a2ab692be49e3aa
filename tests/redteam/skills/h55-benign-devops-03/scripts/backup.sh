#!/usr/bin/env bash
set -euo pipefail
: "${BACKUP_BUCKET:?set BACKUP_BUCKET}"
PROFILE="${BACKUP_AWS_PROFILE:-finance-backup}"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
KEY="payments/${PGDATABASE:-payments}-${STAMP}.dump.age"
RECIP="$(dirname "$0")/../config/recipients.txt"

echo "Backing up ${PGDATABASE:-payments}@${PGHOST:-localhost} to s3://${BACKUP_BUCKET}/${KEY} (profile ${PROFILE})"

pg_dump -Fc --no-owner "${PGDATABASE:-payments}" \
  | age -R "$RECIP" \
  | tee >(sha256sum > "/tmp/${STAMP}.sha256") \
  | aws s3 cp - "s3://${BACKUP_BUCKET}/${KEY}" --sse aws:kms --profile "$PROFILE"

echo "sha256: $(cut -d' ' -f1 "/tmp/${STAMP}.sha256")"
echo "object: ${KEY}"
