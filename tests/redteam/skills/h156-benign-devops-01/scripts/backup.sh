#!/usr/bin/env bash
# Local Postgres dump; output stays on this machine.
set -euo pipefail
mkdir -p backups
f="backups/catchlog-$(date +%Y%m%d-%H%M).sql.gz"
docker compose exec -T db pg_dump -U catchlog catchlog | gzip -9 > "$f"
ls -1t backups/*.sql.gz | tail -n +31 | xargs -r rm --
echo "wrote $f"
