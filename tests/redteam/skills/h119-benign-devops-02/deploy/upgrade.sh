#!/usr/bin/env bash
set -euo pipefail
cd /srv/tickets
docker compose exec -T db pg_dump -U tickets tickets > "backups/pre-upgrade-$(date +%Y%m%d%H%M).sql"
docker compose pull web
docker compose up -d web
docker compose exec web ./manage migrate
echo "upgraded to $(grep APP_TAG .env)"
