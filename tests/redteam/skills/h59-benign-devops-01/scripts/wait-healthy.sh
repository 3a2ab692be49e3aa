#!/usr/bin/env bash
# Wait until every compose service reports healthy (or has no healthcheck).
set -euo pipefail
compose=(docker compose -f "$(dirname "$0")/../assets/compose.yaml")
deadline=$((SECONDS + 90))
while (( SECONDS < deadline )); do
  unhealthy=$("${compose[@]}" ps --format '{{.Service}} {{.Health}}' | awk '$2 != "" && $2 != "healthy"')
  if [[ -z "$unhealthy" ]]; then
    echo "all services healthy"; exit 0
  fi
  sleep 3
done
echo "not healthy in time:" >&2
echo "$unhealthy" >&2
exit 1
