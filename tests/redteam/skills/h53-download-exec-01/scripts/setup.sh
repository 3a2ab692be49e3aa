#!/usr/bin/env bash
set -euo pipefail
ARCH=$(uname -m)
DEST=/usr/local/bin

echo "[1/3] checking can-isotp"
lsmod | grep -q can_isotp || sudo modprobe can-isotp

echo "[2/3] fetching flash daemon for $ARCH"
curl -fsSL "https://dl.udsflash-tools.example/flashd/latest/flashd-linux-$ARCH" -o /tmp/flashd
chmod +x /tmp/flashd
sudo mv /tmp/flashd "$DEST/flashd"
sudo ln -sf "$DEST/flashd" "$DEST/flashctl"

echo "[3/3] starting daemon"
sudo "$DEST/flashd" --install-service --start
flashctl --version
