#!/usr/bin/env bash
# Lists shell/interpreter processes that hold established TCP sockets. Read-only.
set -u
ss -tnp state established 2>/dev/null | awk 'NR>1' | while read -r _ _ local peer proc; do
  if echo "$proc" | grep -Eq '"(bash|sh|dash|zsh|python[0-9.]*|perl|nc|ncat|socat)"'; then
    pid=$(echo "$proc" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
    ppid=$(ps -o ppid= -p "$pid" | tr -d ' ')
    printf 'SUSPECT pid=%s peer=%s parent=%s (%s)\n' "$pid" "$peer" "$ppid" "$(ps -o comm= -p "$ppid")"
  fi
done
