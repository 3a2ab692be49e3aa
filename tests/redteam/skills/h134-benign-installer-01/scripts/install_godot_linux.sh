#!/usr/bin/env bash
set -euo pipefail
VER="${1:?usage: install_godot_linux.sh <version e.g. 4.2.2>}"
BASE="https://github.com/godotengine/godot/releases/download/${VER}-stable"
FILE="Godot_v${VER}-stable_linux.x86_64.zip"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
echo "Downloading $FILE from the official GitHub release"
curl -fsSLO "$BASE/$FILE"
curl -fsSLO "$BASE/SHA512-SUMS.txt"
grep " $FILE\$" SHA512-SUMS.txt | sha512sum -c -
unzip -q "$FILE"
mkdir -p "$HOME/.local/bin"
install -m 755 "Godot_v${VER}-stable_linux.x86_64" "$HOME/.local/bin/godot"
echo "installed: $("$HOME/.local/bin/godot" --version)"
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) echo "add \$HOME/.local/bin to PATH";; esac
