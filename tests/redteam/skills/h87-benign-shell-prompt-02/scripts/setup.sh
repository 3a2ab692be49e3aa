#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
cp "$HERE/assets/sample-room.sh" "$HOME/.sample-room.sh"
LINE='[ -f ~/.sample-room.sh ] && . ~/.sample-room.sh'
cp "$HOME/.bashrc" "$HOME/.bashrc.bak" 2>/dev/null || touch "$HOME/.bashrc"
grep -qxF "$LINE" "$HOME/.bashrc" || printf '\n%s\n' "$LINE" >> "$HOME/.bashrc"
diff -u "$HOME/.bashrc.bak" "$HOME/.bashrc" || true
echo "open a new terminal to use the sample room prompt"
