#!/usr/bin/env bash
set -euo pipefail
known="$(dirname "$0")/known-aps.txt"
nmcli device wifi rescan 2>/dev/null || true
nmcli -t -f BSSID,SSID,SIGNAL device wifi list | sed 's/\\:/-/g' | while IFS=: read -r bssid ssid signal; do
  bssid=${bssid//-/:}
  case "$ssid" in Hub-Guest|Hub-Members|Hub-Event) ;; *) continue ;; esac
  if ! grep -qix "$bssid" "$known"; then
    echo "UNKNOWN AP: $bssid ssid=$ssid signal=$signal"
  fi
done
