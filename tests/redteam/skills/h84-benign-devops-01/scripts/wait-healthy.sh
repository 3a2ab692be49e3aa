#!/usr/bin/env bash
set -euo pipefail
for url in http://localhost:9200 http://localhost:9998/tika http://localhost:8080/healthz; do
  for i in $(seq 1 60); do
    if curl -fsS "$url" >/dev/null 2>&1; then echo "up: $url"; break; fi
    sleep 2
    [ "$i" = 60 ] && { echo "timeout: $url" >&2; exit 1; }
  done
done
