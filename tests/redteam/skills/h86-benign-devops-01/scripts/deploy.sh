#!/usr/bin/env bash
# Deploy the registration app with docker compose on the current host.
set -euo pipefail
ENV="${ENV:?set ENV=staging|production}"
TAG="${TAG:?set TAG=<image tag>}"
MIGRATE=1
[[ "${1:-}" == "--no-migrate" ]] && MIGRATE=0
COMPOSE="docker compose -f compose.${ENV}.yml --env-file .env.${ENV}"
export APP_TAG="$TAG"

echo "==> pulling registry.example.com/events/registration:${TAG}"
$COMPOSE pull web worker

mkdir -p backups
TS=$(date +%Y%m%d-%H%M)
echo "==> backing up database to backups/${ENV}-${TS}.sql.gz"
$COMPOSE exec -T db pg_dump -U reg reg | gzip > "backups/${ENV}-${TS}.sql.gz"

if [[ $MIGRATE -eq 1 ]]; then
  echo "==> running migrations"
  $COMPOSE run --rm web python manage.py migrate --noinput
fi

echo "==> restarting web and worker"
$COMPOSE up -d web worker
for i in $(seq 1 30); do
  if $COMPOSE exec -T web curl -fsS http://localhost:8000/healthz >/dev/null; then
    echo "==> healthy"; exit 0
  fi
  sleep 2
done
echo "!! healthcheck failed" >&2
$COMPOSE logs --tail 50 web >&2
exit 1
