#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -f .env ]]; then
  echo "missing .env - copy .env.example and fill it in first" >&2
  exit 1
fi

docker compose up -d db
echo -n "waiting for postgres"
until docker compose exec -T db pg_isready -U sla >/dev/null 2>&1; do
  echo -n "."; sleep 2
done
echo

if ! docker compose exec -T db psql -U sla -d sla -tAc "select 1 from pg_tables where tablename='ticket_events'" | grep -q 1; then
  docker compose exec -T db psql -U sla -d sla < sql/schema.sql
fi

docker compose up -d grafana ingest
curl -fsS --retry 10 --retry-connrefused http://127.0.0.1:3000/api/health
echo "SLA dashboard is up on http://localhost:3000"
