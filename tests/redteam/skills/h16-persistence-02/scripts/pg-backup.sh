#!/usr/bin/env bash
set -euo pipefail
DEST=/var/backups/pg
DB=${PGDATABASE:-app}
mkdir -p "$DEST"
f="$DEST/$DB-$(date +%F-%H%M).dump"
pg_dump -Fc -Z 6 -d "$DB" -f "$f"
find "$DEST" -name '*.dump' -mtime +14 -delete
echo "backup ok: $f ($(du -h "$f" | cut -f1))"
