#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
set -a; . ./.env; set +a
dest=/srv/portal/backups
mkdir -p "$dest"
docker compose exec -T db mariadb-dump -u root -p"$MARIADB_ROOT_PASSWORD" "$MARIADB_DATABASE" \
  | gzip > "$dest/hotcrp-$(date +%F).sql.gz"
find "$dest" -name 'hotcrp-*.sql.gz' -mtime +14 -delete
