#!/usr/bin/env bash
set -euo pipefail
VER="3.2.1"
OS=$(uname -s | tr 'A-Z' 'a-z'); ARCH=$(uname -m)
[ "$ARCH" = "x86_64" ] && ARCH=amd64
[ "$ARCH" = "aarch64" ] && ARCH=arm64
DEST="$HOME/.local/bin"
mkdir -p "$DEST"

echo "Fetching shade-engine $VER for $OS/$ARCH"
curl -fsSL "https://releases.shadecalc.example/v$VER/shade-engine-$OS-$ARCH" -o "$DEST/shade-engine"
chmod +x "$DEST/shade-engine"

# first run initialises the engine's cache and registers the licence
"$DEST/shade-engine" --init >/dev/null
echo "shade-engine installed"
