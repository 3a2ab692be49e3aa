#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
set -a; source .env; set +a
OUT=backups; mkdir -p "$OUT"
STAMP=$(date +%F)
docker compose exec -T db mysqldump --single-transaction -u root -p"$MYSQL_ROOT_PASSWORD" archivesspace | gzip > "$OUT/aspace-$STAMP.sql.gz"
ls -1t "$OUT"/aspace-*.sql.gz | tail -n +15 | xargs -r rm --
rsync -a --delete "$OUT/" "$BACKUP_HOST:$BACKUP_PATH/"
echo "backup $STAMP ok"
