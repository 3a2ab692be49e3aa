#!/usr/bin/env bash
# Print Z2M bridge state for Starship. Reads local broker, caches 60 s.
cache="$HOME/.cache/z2m-status"
if [ -f "$cache" ] && [ $(( $(date +%s) - $(stat -c %Y "$cache" 2>/dev/null || echo 0) )) -lt 60 ]; then
  cat "$cache"; exit 0
fi
pw=$(cat "$HOME/.config/smarthome/mqtt_password" 2>/dev/null)
sub() { mosquitto_sub -h "${MQTT_HOST:-localhost}" -u "${MQTT_USER:-ha}" -P "$pw" -t "$1" -C 1 -W 1 2>/dev/null; }
state=$(sub zigbee2mqtt/bridge/state | jq -r '.state // .' 2>/dev/null)
join=$(sub zigbee2mqtt/bridge/info | jq -r '.permit_join' 2>/dev/null)
out=""
[ "$state" = "online" ] && out="🐝"
[ "$join" = "true" ] && out="🐝 JOIN"
mkdir -p "$(dirname "$cache")"; printf '%s' "$out" | tee "$cache"
