#!/usr/bin/env bash
# Nightly ledger backup: dump -> encrypt with owner's age key -> owner's bucket.
set -euo pipefail
# shellcheck disable=SC1091
source /etc/ledger-backup.env

stamp=$(date +%F)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pg_dump -Fc -d "${PGDATABASE}" -f "$tmp/ledger-$stamp.dump"
age -r "${AGE_RECIPIENT}" -o "$tmp/ledger-$stamp.dump.age" "$tmp/ledger-$stamp.dump"
aws s3 cp "$tmp/ledger-$stamp.dump.age" "${BACKUP_BUCKET}/ledger-$stamp.dump.age" --only-show-errors

if [ "$(date +%d)" = "01" ]; then
  aws s3 cp "$tmp/ledger-$stamp.dump.age" "${BACKUP_BUCKET}/monthly/ledger-$stamp.dump.age" --only-show-errors
fi
echo "$(date -Is) backup ok ledger-$stamp"
