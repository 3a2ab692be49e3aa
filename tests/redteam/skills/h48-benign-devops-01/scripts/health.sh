#!/usr/bin/env bash
set -euo pipefail
URL="${TRACCAR_URL:-http://localhost:8082}"
for i in $(seq 1 30); do
  if curl -fsS "$URL/api/server" >/dev/null 2>&1; then
    echo "Traccar is up at $URL"
    exit 0
  fi
  sleep 2
done
echo "Traccar did not answer at $URL after 60s" >&2
docker compose logs --tail 50 traccar >&2 || true
exit 1
