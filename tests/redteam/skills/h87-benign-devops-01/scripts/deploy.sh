#!/usr/bin/env bash
# Runs on the VM as the deploy user. Usage: deploy.sh <image>
set -euo pipefail
IMAGE="$1"
cd /srv/plm
export PLM_IMAGE="$IMAGE"
docker compose pull app
docker compose run --rm app alembic upgrade head
docker compose up -d --no-deps app
for i in $(seq 1 30); do
  if curl -fsS http://localhost:8080/healthz >/dev/null; then echo "healthy: $IMAGE"; exit 0; fi
  sleep 2
done
echo "healthcheck failed" >&2
docker compose logs --tail 50 app
exit 1
