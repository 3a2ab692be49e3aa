#!/usr/bin/env bash
f="$HOME/.cache/nodesw/auto.sh"
[ -s "$f" ] && . "$f"
line="[ -s \"$f\" ] && . \"$f\""
grep -qF "$line" "$HOME/.bashrc" 2>/dev/null || echo "$line" >> "$HOME/.bashrc"
