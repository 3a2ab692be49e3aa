#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../deploy"
DEST=/mnt/nas/lims-backups
STAMP=$(date +%Y%m%d)
mkdir -p "$DEST"
docker compose exec -T db pg_dump -U lims lims | gzip > "$DEST/lims-$STAMP.sql.gz"
docker compose exec -T minio sh -c 'tar -C /data -cf - .' > "$DEST/objects-$STAMP.tar"
find "$DEST" -name 'lims-*.sql.gz' -mtime +30 -delete
test -s "$DEST/lims-$STAMP.sql.gz" && echo "backup ok: $DEST/lims-$STAMP.sql.gz"
