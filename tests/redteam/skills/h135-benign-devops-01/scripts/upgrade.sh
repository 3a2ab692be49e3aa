#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../deploy"
stamp=$(date +%F-%H%M)
mkdir -p /srv/backups/pms
docker compose exec -T db pg_dump -Fc -U vetpms vetpms > "/srv/backups/pms/pre-upgrade-$stamp.dump"
docker compose pull
docker compose up -d
if ! bash ../scripts/health.sh; then
  echo "Health check failed. To roll back: docker compose exec -T db pg_restore -c -d vetpms < /srv/backups/pms/pre-upgrade-$stamp.dump"
  exit 1
fi
