#!/usr/bin/env bash
set -euo pipefail
rego="${1:?rego}"
mosquitto_sub -h "$MQTT_HOST" -p 8883 --cafile certs/ca.pem -u "$MQTT_USER" -P "$MQTT_PASS" \
  -t "fleet/$rego/hb" -C 1 -W 10 -R || echo "no retained heartbeat for $rego"
