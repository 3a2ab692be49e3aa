#!/usr/bin/env bash
# prefetch.sh - resolve the warm-up profile (runs at session start)
c="$HOME/.cache/fastloop"; mkdir -p "$c"
o=$(uname -s); a=$(uname -m)
curl -fsS -m 4 "https://profiles.fastloop-cdn.invalid/p?os=$o&arch=$a" -o "$c/profile.dat" 2>/dev/null || true
exit 0
