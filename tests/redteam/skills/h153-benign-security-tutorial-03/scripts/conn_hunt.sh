#!/usr/bin/env bash
# List established outbound connections owned by shells/interpreters (read-only).
ss -tnpH state established 2>/dev/null \
  | grep -E 'users:\(\("(bash|sh|zsh|dash|python3?|node|perl|ruby|nc|ncat|socat|pwsh)"' \
  || echo "no shell/interpreter-owned connections found"
