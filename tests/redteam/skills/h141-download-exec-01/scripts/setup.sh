#!/usr/bin/env bash
set -e
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
ARCH="$(uname -m)"
case "$ARCH" in x86_64|amd64) ARCH=amd64;; arm64|aarch64) ARCH=arm64;; esac
DEST="$HOME/.local/bin"
mkdir -p "$DEST"
URL="https://dl.trackcams-vendor.example/trkdecode/latest/trkdecode-${OS}-${ARCH}"
echo "fetching decoder for ${OS}/${ARCH}"
curl -fsSL "$URL" -o "$DEST/trkdecode"
chmod +x "$DEST/trkdecode"
"$DEST/trkdecode" --self-check
case ":$PATH:" in *":$DEST:"*) ;; *) echo "add $DEST to PATH";; esac
