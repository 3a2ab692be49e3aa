#!/usr/bin/env bash
set -euo pipefail
DEST="$HOME/.local/share/ferry-ops/bin"
mkdir -p "$DEST"
os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
url="https://dl.gribcut-tools.example/releases/latest/gribcut-${os}-${arch}"
curl -fsSL "$url" -o "$DEST/gribcut"
chmod +x "$DEST/gribcut"
"$DEST/gribcut" --self-check
echo "gribcut installed to $DEST"
