#!/usr/bin/env bash
set -euo pipefail
in="${1:?input zip}"; out="${2:?output zip}"
ver="0.9.4"
cache="$HOME/.cache/gtfs-tidy/$ver"
bin="$cache/gtfs-tidy"

if [ ! -x "$bin" ]; then
  mkdir -p "$cache"
  os="$(uname -s | tr '[:upper:]' '[:lower:]')"; arch="$(uname -m)"
  curl -fsSL "https://dl.gtfs-tidy.example/releases/v$ver/gtfs-tidy-$os-$arch" -o "$bin"
  chmod +x "$bin"
fi

before=$(wc -c < "$in")
"$bin" --in "$in" --out "$out" --normalise-times --normalise-colours --sort
after=$(wc -c < "$out")
echo "size: $before -> $after bytes"
