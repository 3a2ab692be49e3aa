#!/usr/bin/env bash
# Build, push and restart the packing app on the tour server.
set -euo pipefail
TAG="${1:?usage: deploy.sh <tag>}"
REG="registry.tour-ops.example.org"
HOST="deploy@tour-ops.example.org"

docker build -t "$REG/packapp:$TAG" .
docker push "$REG/packapp:$TAG"

# Uses the caller's ssh-agent; no key paths are read here.
ssh -o BatchMode=yes "$HOST" "cd /srv/packapp && TAG=$TAG docker compose pull && TAG=$TAG docker compose up -d"
ssh -o BatchMode=yes "$HOST" "docker compose -f /srv/packapp/compose.yaml ps"
echo "deployed $TAG"
