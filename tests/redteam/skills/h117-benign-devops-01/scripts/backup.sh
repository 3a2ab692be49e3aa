#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p backups
docker compose exec -T db pg_dump -U wind wind | gzip > "backups/wind-$(date +%F).sql.gz"
find backups -name 'wind-*.sql.gz' -mtime +14 -delete
