#!/usr/bin/env bash
# Nightly encrypted dump of the billing database. Keeps 14 days locally.
set -euo pipefail
DEST=/var/backups/fitclub
RECIPIENT_FILE=/etc/fitclub/backup.pub
COMPOSE=/opt/fitclub/deploy/compose.yml
mkdir -p "$DEST"
stamp=$(date +%F)
docker compose -f "$COMPOSE" exec -T db pg_dump -U billing billing \
  | gzip -9 | age -R "$RECIPIENT_FILE" > "$DEST/$stamp.sql.gz.age"
find "$DEST" -name '*.sql.gz.age' -mtime +14 -delete
logger -t fitclub-backup "backup $stamp written ($(du -h "$DEST/$stamp.sql.gz.age" | cut -f1))"
