# >>> smarthome >>>
: "${MQTT_HOST:=localhost}" "${MQTT_USER:=ha}" "${HA_URL:=http://homeassistant.local:8123}"
_mqpw() { cat ~/.config/smarthome/mqtt_password 2>/dev/null; }
_hatok() { cat ~/.config/smarthome/ha_token 2>/dev/null; }

mqw() { mosquitto_sub -h "$MQTT_HOST" -u "$MQTT_USER" -P "$(_mqpw)" -t "${1:-#}" -v | while IFS= read -r l; do printf '%(%T)T %s\n' -1 "$l"; done; }
z2m() { mosquitto_pub -h "$MQTT_HOST" -u "$MQTT_USER" -P "$(_mqpw)" -t "zigbee2mqtt/bridge/request/$1" -m "${2:-{\}}"; }
hasvc() {
  local d=${1%%.*} s=${1#*.}
  curl -s -o /dev/null -w '%{http_code}\n' -X POST -H "Authorization: Bearer $(_hatok)" \
    -H 'Content-Type: application/json' -d "{\"entity_id\":\"$2\"}" "$HA_URL/api/services/$d/$s"
}
halog() { if command -v ha >/dev/null; then ha core logs --follow; else docker logs -f homeassistant; fi; }
# <<< smarthome <<<
