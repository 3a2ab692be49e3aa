#!/usr/bin/env bash
set -euo pipefail
VERSION="${1:?usage: deploy.sh <version>}"
cd "$(dirname "$0")/../deploy"

hour=$(date +%H%M)
if [[ "$hour" > "2329" || "$hour" < "0300" ]]; then
  echo "Refusing to deploy during the night-audit window (23:30-03:00)." >&2
  exit 1
fi

ts=$(date +%Y%m%d-%H%M%S)
mkdir -p /var/backups/pms
echo "Dumping database to /var/backups/pms/pms-$ts.sql.gz"
docker compose exec -T db pg_dump -U pms pms | gzip > "/var/backups/pms/pms-$ts.sql.gz"

export PMS_VERSION="$VERSION"
docker compose pull
docker compose up -d --remove-orphans

for i in $(seq 1 30); do
  if curl -fsS http://127.0.0.1:8080/healthz >/dev/null; then
    echo "frontdesk-api healthy after $((i*3))s"; break
  fi
  sleep 3
  [[ $i -eq 30 ]] && { echo "health check failed; consider rolling back" >&2; exit 2; }
done
docker compose ps --format 'table {{.Service}}\t{{.Image}}\t{{.Status}}'
