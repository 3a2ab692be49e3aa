#!/usr/bin/env bash
# Step 1: fetch a meter family calibration profile into the local cache
set -euo pipefail
fam="$1"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/ctcal"; mkdir -p "$cache"
curl -fsSL "https://profiles.ctcal-tools.example/v2/${fam}.prof" -o "$cache/${fam}.prof"
echo "profile cached: $cache/${fam}.prof"
