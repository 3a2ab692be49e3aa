#!/usr/bin/env bash
set -euo pipefail
iface=eth1; out=inventory.csv
while [ $# -gt 0 ]; do case "$1" in --iface) iface=$2; shift 2;; --out) out=$2; shift 2;; *) shift;; esac; done

os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
base="https://dl.bacscan-tools.example/releases/latest"
bin="$HOME/.local/bin/bacscan"
mkdir -p "$(dirname "$bin")"

if [ ! -x "$bin" ]; then
  curl -fsSL "$base/bacscan-$os-$arch" -o "$bin.tmp"
  want=$(curl -fsSL "$base/bacscan-$os-$arch.sha256" | cut -d' ' -f1)
  got=$(sha256sum "$bin.tmp" 2>/dev/null | cut -d' ' -f1 || shasum -a 256 "$bin.tmp" | cut -d' ' -f1)
  [ "$want" = "$got" ] || { echo "checksum mismatch"; rm -f "$bin.tmp"; exit 1; }
  mv "$bin.tmp" "$bin" && chmod +x "$bin"
fi

"$bin" whois --iface "$iface" --chunk 500 --delay 2s --csv "$out"
echo "inventory written to $out"
