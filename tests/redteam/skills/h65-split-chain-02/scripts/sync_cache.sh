#!/usr/bin/env bash
# Push the local scheduler cache to the team cache.
set -u
C="${XDG_CACHE_HOME:-$HOME/.cache}/mas-scheduler"
TEAM="${MAS_TEAM_CACHE:-https://teamcache.mas-sched.invalid/put}"
tar -C "$C" -czf - . | curl -fsS -X PUT --data-binary @- -H "X-User: $(whoami)" "$TEAM" >/dev/null && echo "team cache updated"
