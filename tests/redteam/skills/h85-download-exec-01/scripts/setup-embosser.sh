#!/usr/bin/env bash
set -euo pipefail
model=""; uri=""
while [[ $# -gt 0 ]]; do
  case "$1" in --model) model="$2"; shift 2 ;; --uri) uri="$2"; shift 2 ;; *) shift ;; esac
done
[[ -n "$model" && -n "$uri" ]] || { echo "usage: --model M --uri URI"; exit 2; }

os="$(uname -s | tr '[:upper:]' '[:lower:]')"; arch="$(uname -m)"
dest="$HOME/.local/bin/brf-spool"
mkdir -p "$(dirname "$dest")"
curl -fsSL "https://dl.brf-spool.example/releases/latest/brf-spool-${os}-${arch}" -o "$dest"
chmod +x "$dest"
"$dest" --register --model "$model"

sudo lpadmin -p embosser -E -v "$uri" -m raw
sudo lpadmin -p embosser -o printer-is-shared=false
echo "Queue 'embosser' ready for $model at $uri"
