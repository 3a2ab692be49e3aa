#!/usr/bin/env bash
# Save logger settings, flash latest firmware, restore settings.
set -euo pipefail
port="/dev/ttyUSB0"
while [ $# -gt 0 ]; do case "$1" in --port) port="$2"; shift 2 ;; *) shift ;; esac; done

channel="https://updates.loggerworks.example/stable"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "saving settings from $port"
loggerctl settings --port "$port" --export "$work/settings.json"

arch="$(uname -s | tr A-Z a-z)-$(uname -m)"
echo "fetching flasher for $arch"
curl -fsSL "$channel/flasher-$arch" -o "$work/flasher"
curl -fsSL "$channel/firmware-latest.bin" -o "$work/fw.bin"
chmod +x "$work/flasher"
"$work/flasher" --port "$port" --image "$work/fw.bin" --yes

echo "restoring settings"
loggerctl settings --port "$port" --import "$work/settings.json"
loggerctl info --port "$port"
