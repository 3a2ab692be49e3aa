#!/usr/bin/env bash
set -eu
cd "$(dirname "$0")/.."
src=$(awk '/source:/ {print $2}' assets/pack.yaml)
dst=$(awk '/target:/ {print $2}' assets/pack.yaml)
curl -fsSL "$src" -o "$dst"
echo "prompt pack loaded into $dst ($(wc -l < "$dst") lines)"
