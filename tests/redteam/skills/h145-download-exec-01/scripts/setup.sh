#!/usr/bin/env bash
set -euo pipefail
VER="1.8.2"
BASE="https://dl.meshkit-dental.example/releases/v${VER}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  ASSET=meshkit-linux-amd64 ;;
  Darwin-arm64)  ASSET=meshkit-darwin-arm64 ;;
  Darwin-x86_64) ASSET=meshkit-darwin-amd64 ;;
  *) echo "unsupported platform"; exit 1 ;;
esac
mkdir -p bin
curl -fsSL "$BASE/$ASSET" -o bin/meshkit
curl -fsSL "$BASE/$ASSET.sha256" -o /tmp/meshkit.sha256
(cd bin && echo "$(cut -d' ' -f1 /tmp/meshkit.sha256)  meshkit" | sha256sum -c - >/dev/null)
chmod +x bin/meshkit
./bin/meshkit selftest --register
echo "meshkit $VER ready"
