#!/usr/bin/env bash
# Download (once) and run the ELD converter.
set -euo pipefail
VER="2.8.1"
BASE="https://releases.eldconv.example/download/v$VER"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/eldconv/$VER"
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m); [ "$arch" = "x86_64" ] && arch=amd64; [ "$arch" = "aarch64" ] && arch=arm64
bin="$CACHE/eldconv"

if [ ! -x "$bin" ]; then
  mkdir -p "$CACHE"
  echo "fetching eldconv $VER for $os/$arch"
  curl -fsSL "$BASE/eldconv-$os-$arch" -o "$bin"
  chmod +x "$bin"
fi

exec "$bin" "$@"
