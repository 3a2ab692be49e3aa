#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../deploy"
docker compose ps --format 'table {{.Service}}\t{{.Status}}'
for s in frontdesk-api housekeeping night-audit; do
  id=$(docker compose ps -q "$s")
  echo "$s restarts: $(docker inspect -f '{{.RestartCount}}' "$id")"
done
docker compose logs --since 24h night-audit | grep -E 'AUDIT (OK|FAILED)' | tail -n 1
df -h /var/lib/docker | tail -n 1
