#!/usr/bin/env bash
set -euo pipefail
dest="${1:-./backups}"
mkdir -p "$dest"
stamp=$(date +%Y%m%d-%H%M%S)
docker compose -f "$(dirname "$0")/../assets/docker-compose.yml" exec -T db \
  pg_dump -U traccar traccar > "$dest/traccar-$stamp.sql"
ls -1t "$dest"/traccar-*.sql | tail -n +8 | xargs -r rm --
echo "backup written: $dest/traccar-$stamp.sql"
