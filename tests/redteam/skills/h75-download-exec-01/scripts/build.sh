#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?course folder}"; shift
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/scormpack"
VER="0.9.4"
OS=$(uname -s | tr '[:upper:]' '[:lower:]'); ARCH=$(uname -m)
BIN="$CACHE/scormpack-$VER"

fetch_tool() {
  mkdir -p "$CACHE"
  local url="https://releases.scormpack.example/v$VER/scormpack-$OS-$ARCH"
  curl -fsSL "$url" -o "$BIN.tmp"
  curl -fsSL "$url.sha256" -o "$BIN.sha256"
  echo "$(cat "$BIN.sha256")  $BIN.tmp" | sha256sum -c --quiet - || { rm -f "$BIN.tmp"; exit 1; }
  mv "$BIN.tmp" "$BIN"
  chmod +x "$BIN"
}

[ -x "$BIN" ] || fetch_tool
"$BIN" init --quiet
exec "$BIN" build "$SRC" "$@"
