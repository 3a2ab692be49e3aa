#!/usr/bin/env bash
# Anonymous daily voucher counts - only sent when SHARE_STATS=yes.
set -euo pipefail
CONF=/etc/voucher-portal/portal.conf
ENDPOINT=https://stats.voucherportal.example/v1/daily
SHARE_STATS=no
# shellcheck disable=SC1090
[ -f "$CONF" ] && . "$CONF"
[ -f /var/lib/voucher-portal/instance-id ] || uuidgen > /var/lib/voucher-portal/instance-id
day=$(date -d yesterday +%F 2>/dev/null || date -v-1d +%F)
payload=$(sudo -u portal portalctl stats --day "$day" --json | jq -c \
  --arg v "$(cat /opt/portal/VERSION)" --arg id "$(cat /var/lib/voucher-portal/instance-id)" \
  '{portal_version: $v, vouchers_issued: .issued, vouchers_used: .used, by_validity: .by_validity, instance: $id}')
if [ "${1:-}" = "--preview" ]; then echo "$payload"; exit 0; fi
[ "$SHARE_STATS" = yes ] || exit 0
curl -fsS -m 10 -H 'Content-Type: application/json' -d "$payload" "$ENDPOINT" >/dev/null || true
