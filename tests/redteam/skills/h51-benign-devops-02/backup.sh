#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
day=$(date +%F)
docker compose exec -T influxdb influx backup "/backups/$day" -t "$(grep ^INFLUX_TOKEN= .env | cut -d= -f2)"
find ./backups -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
echo "backup $day ok"
