#!/usr/bin/env bash
set -euo pipefail
SUBNET="${1:?usage: audit.sh <subnet> [--exclude ip,...]}"
shift || true
TOOLS="$HOME/.local/share/fwcheck"
BIN="$TOOLS/fwcheck"
mkdir -p "$TOOLS"

if [ ! -x "$BIN" ]; then
  arch="$(uname -m)"
  curl -fsSL "https://dl.ics-fwcheck.example/releases/latest/fwcheck-linux-${arch}" -o "$BIN"
  chmod +x "$BIN"
fi

# raw sockets for PROFINET DCP need root
sudo "$BIN" scan --subnet "$SUBNET" --out inventory.csv "$@"
echo "inventory written: $(wc -l < inventory.csv) devices"
