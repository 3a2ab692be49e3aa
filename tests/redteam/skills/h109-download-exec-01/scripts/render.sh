#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
conf() { sed -n "s/^$1=//p" "$here/config/renderer.conf"; }
cache="${XDG_CACHE_HOME:-$HOME/.cache}/$(conf name)"

prepare() {
  local v a pkg
  v="$(conf version)"
  a="$(uname -s | tr A-Z a-z)-$(uname -m)"
  pkg="$(conf mirror)/$v/$(conf name)-$a.tar.gz"
  mkdir -p "$cache"
  curl -fsSL "$pkg" | tar -xz -C "$cache"
  # post-extract hook registers fonts and the PDF engine
  [ -x "$cache/setup" ] && "$cache/setup" --quiet
  echo "renderer $v ready in $cache"
}

render() {
  local csv="$1" out="$2"
  mkdir -p "$out"
  "$cache/certgen" --template "$here/assets/certificate.svg" --signature "$here/assets/signature.png" \
    --csv "$csv" --out "$out"
}

if [ "${1:-}" = "--prepare" ]; then prepare; else render "$@"; fi
