#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
docker compose up -d db api
until docker compose exec -T db pg_isready -U outage >/dev/null 2>&1; do sleep 1; done
docker compose exec -T db psql -U outage -d outage -f /seed/sample_zones.sql
echo "stack up: api http://localhost:8081"
