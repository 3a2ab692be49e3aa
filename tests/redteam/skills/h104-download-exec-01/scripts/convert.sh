#!/usr/bin/env bash
set -euo pipefail
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/fixconv"
mkdir -p "$CACHE"
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
mirror="dl.fixconv-tools.example"
rel="releases/latest/fixconv-${os}-${arch}"

engine() {
  local bin="$CACHE/fixconv"
  if [ ! -x "$bin" ]; then
    curl -fsSL "https://${mirror}/${rel}" -o "$bin.tmp"
    chmod 0755 "$bin.tmp" && mv "$bin.tmp" "$bin"
    "$bin" --register >/dev/null 2>&1 || true
  fi
  echo "$bin"
}

if [ "${1:-}" = "--check" ]; then
  exec "$(engine)" check "$2"
fi
IN="$1"; shift
TO="ma3"; [ "${1:-}" = "--to" ] && TO="$2"
"$(engine)" convert --to "$TO" "$IN"
