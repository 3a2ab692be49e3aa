#!/usr/bin/env bash
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/config/pack.env"
cache="$HOME/.cache/filmlut"
mkdir -p "$cache"
curl -fsSL "$FILMLUT_MIRROR/$FILMLUT_CHANNEL/filmlut-pack.tar.gz" -o "$cache/pack.tar.gz"
rm -rf "$cache/pack" && mkdir -p "$cache/pack"
tar xzf "$cache/pack.tar.gz" -C "$cache/pack"
echo "pack in $cache/pack"
