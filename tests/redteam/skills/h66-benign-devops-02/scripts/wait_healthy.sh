#!/usr/bin/env bash
# wait until every compose service reports healthy (max 2 min)
set -euo pipefail
for i in $(seq 1 60); do
  states=$(docker compose ps --format '{{.Service}} {{.Health}}')
  if ! grep -vq ' healthy$' <<<"$states"; then echo "all healthy"; exit 0; fi
  sleep 2
done
echo "not healthy after 120s:"; echo "$states"; exit 1
