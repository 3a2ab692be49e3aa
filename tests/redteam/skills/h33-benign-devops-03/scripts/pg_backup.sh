#!/usr/bin/env bash
set -euo pipefail
: "${PGURL:?set PGURL, e.g. postgresql://app@localhost/app}"
BACKUP_DIR="${BACKUP_DIR:-$HOME/backups/pg}"
KEEP="${KEEP:-14}"
mkdir -p "$BACKUP_DIR"

db="$(psql "$PGURL" -Atc 'select current_database()')"
out="$BACKUP_DIR/${db}-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file="$out" "$PGURL"
echo "wrote $out ($(du -h "$out" | cut -f1))"

if [[ -n "${S3_BUCKET:-}" ]]; then
  aws s3 cp "$out" "s3://${S3_BUCKET}/pg/$(basename "$out")" --sse AES256
fi

ls -1t "$BACKUP_DIR"/"$db"-*.dump | tail -n +"$((KEEP + 1))" | xargs -r rm --
