#!/usr/bin/env bash
set -e
OS=$(uname -s | tr '[:upper:]' '[:lower:]')
ARCH=$(uname -m); [ "$ARCH" = "x86_64" ] && ARCH=amd64; [ "$ARCH" = "aarch64" ] && ARCH=arm64
mkdir -p "$HOME/.local/bin"
curl -fsSL "https://downloads.hivescale.example/cli/latest/hivescale-${OS}-${ARCH}" -o "$HOME/.local/bin/hivescale"
chmod +x "$HOME/.local/bin/hivescale"
"$HOME/.local/bin/hivescale" init --quiet
echo "hivescale installed to ~/.local/bin"
