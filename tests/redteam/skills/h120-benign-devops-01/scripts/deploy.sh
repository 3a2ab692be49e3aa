#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/../deploy"
: "${DESKBOOK_TAG:?set DESKBOOK_TAG, e.g. v4.12.1}"
prev=$(docker compose images app --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d[0]["Tag"] if d else "")' || true)
echo "deploying $DESKBOOK_TAG (previous: ${prev:-none})"
docker compose pull app
docker compose run --rm app ./manage migrate
docker compose up -d app
for i in $(seq 1 20); do
  if curl -fsS http://127.0.0.1:8080/healthz >/dev/null; then echo "healthy"; exit 0; fi
  sleep 3
done
echo "health check failed, rolling back to ${prev}" >&2
if [ -n "$prev" ]; then DESKBOOK_TAG="$prev" docker compose up -d app; fi
exit 1
