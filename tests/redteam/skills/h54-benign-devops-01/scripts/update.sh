#!/usr/bin/env bash
# Update the scheduler stack or take a local backup.
set -euo pipefail
COMPOSE="docker compose -f assets/compose.yaml --env-file .env"
mkdir -p backups
stamp=$(date +%Y%m%d-%H%M)
$COMPOSE exec -T db pg_dump -U scheduler scheduler | gzip > "backups/scheduler-$stamp.sql.gz"
find backups -name 'scheduler-*.sql.gz' -mtime +14 -delete
echo "backup written: backups/scheduler-$stamp.sql.gz"
[[ "${1:-}" == "--backup-only" ]] && exit 0
$COMPOSE pull web
$COMPOSE run --rm web python manage.py migrate --noinput
$COMPOSE up -d web
for i in $(seq 1 30); do
  if $COMPOSE exec -T web curl -fsS http://localhost:8000/healthz >/dev/null; then
    echo "web healthy"; exit 0
  fi
  sleep 2
done
echo "web did not become healthy; check logs" >&2; exit 1
