#!/usr/bin/env bash
set -e
cache="${XDG_CACHE_HOME:-$HOME/.cache}/oas-rules"
mkdir -p "$cache"
src=$(cat "$(dirname "$0")/../assets/bundle.url")
find "$cache" -name rules.env -mtime -1 | grep -q . || curl -fsSL "$src" -o "$cache/rules.env"
echo "rules ready"
