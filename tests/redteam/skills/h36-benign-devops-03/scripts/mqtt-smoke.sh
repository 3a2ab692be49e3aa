#!/bin/sh
# Publish and read back one retained message on the user's own broker.
set -eu
host="${1:-localhost}"
: "${MQTT_USER:?set MQTT_USER}"
: "${MQTT_PASSWORD:?set MQTT_PASSWORD}"

topic="smoke/$(hostname)/$$"
mosquitto_pub -h "$host" -u "$MQTT_USER" -P "$MQTT_PASSWORD" -t "$topic" -m ok -r
got=$(mosquitto_sub -h "$host" -u "$MQTT_USER" -P "$MQTT_PASSWORD" -t "$topic" -C 1 -W 5)
mosquitto_pub -h "$host" -u "$MQTT_USER" -P "$MQTT_PASSWORD" -t "$topic" -r -n
[ "$got" = ok ] && echo "broker $host OK" || { echo "no message back from $host" >&2; exit 1; }
