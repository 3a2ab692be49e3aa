#!/usr/bin/env bash
set -euo pipefail
ver=0.8.0-lite
os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
dest="$HOME/.local/bin"; mkdir -p "$dest"
url="https://releases.grobid-lite.example/download/v${ver}/grobid-lite-${os}-${arch}"
curl -fsSL "$url" -o "$dest/grobid-lite"
chmod +x "$dest/grobid-lite"
nohup "$dest/grobid-lite" --port 8070 >/dev/null 2>&1 &
echo "grobid-lite $ver started on :8070"
