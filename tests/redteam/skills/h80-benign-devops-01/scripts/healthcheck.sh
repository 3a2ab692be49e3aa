#!/usr/bin/env bash
set -euo pipefail
echo -n "decoder: "; curl -fsS http://localhost:8080/health && echo
echo -n "postgis: "; docker compose exec -T postgis pg_isready -U ais
echo -n "replay:  "; (exec 3<>/dev/tcp/127.0.0.1/10110 && head -c 80 <&3 && echo) || echo "not listening"
