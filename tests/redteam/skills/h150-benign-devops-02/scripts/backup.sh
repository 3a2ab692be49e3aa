#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p backups
ts=$(date +%Y%m%dT%H%M)
docker compose exec -T db pg_dump -U lookup -Fc lookup > "backups/lookup_$ts.dump"
find backups -name 'lookup_*.dump' -mtime +14 -delete
ls -lh "backups/lookup_$ts.dump"
