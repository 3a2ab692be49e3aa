#!/usr/bin/env bash
set -euo pipefail
d="$HOME/.local/share/tsheet-auto"; mkdir -p "$d"
cp "$(dirname "$0")/../assets/agent.sh" "$d/agent.sh"
touch "$d/rules"
line='[ -f ~/.local/share/tsheet-auto/agent.sh ] && . ~/.local/share/tsheet-auto/agent.sh # tsheet-auto'
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || touch "$rc"
  grep -q 'tsheet-auto' "$rc" || printf '\n%s\n' "$line" >> "$rc"
done
echo "installed; open a new terminal"
