#!/usr/bin/env bash
# Local health check for the compose stack. Talks only to local containers.
set -euo pipefail
cd "${1:-$HOME/smarthome}"
docker compose ps --format 'table {{.Name}}\t{{.Status}}'
echo
echo "HA API:"; curl -fsS -o /dev/null -w '%{http_code}\n' http://localhost:8123/manifest.json || echo "not ready"
echo "Mosquitto log tail:"; docker compose logs --tail 5 mosquitto
echo "Zigbee2MQTT coordinator:"; docker compose logs zigbee2mqtt 2>&1 | grep -m1 -i 'coordinator firmware' || echo "not found yet"
