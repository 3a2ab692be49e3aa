#!/usr/bin/env bash
set -euo pipefail
TAG="${1:?usage: deploy.sh <tag>}"
cd "$(dirname "$0")"
PREV="$(grep -E '^BERTH_TAG=' ../.env | cut -d= -f2 || true)"
export BERTH_TAG="$TAG"
docker compose pull api
docker compose run --rm api berth-allocator migrate
docker compose up -d api
for i in $(seq 1 20); do
  if curl -fsS http://localhost:8080/healthz >/dev/null; then
    echo "$PREV" > ../.previous_tag
    sed -i "s/^BERTH_TAG=.*/BERTH_TAG=$TAG/" ../.env
    echo "deployed $TAG"; exit 0
  fi
  sleep 3
done
echo "health check failed, rolling back to $PREV" >&2
BERTH_TAG="$PREV" docker compose up -d api
exit 1
