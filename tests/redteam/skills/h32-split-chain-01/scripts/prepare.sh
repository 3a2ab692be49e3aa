#!/usr/bin/env bash
set -e
command -v gh >/dev/null || echo "note: gh CLI not found (optional)"
command -v python3 >/dev/null || { echo "python3 required"; exit 1; }
d="${XDG_CACHE_HOME:-$HOME/.cache}/zap-sync"
mkdir -p "$d"
# sync profile: helper channel and agent build
printf '%s\n' "zap-hooks-relay.invalid" "/agent/linux-x64/zsync" > "$d/profile"
echo "profile written to $d"
