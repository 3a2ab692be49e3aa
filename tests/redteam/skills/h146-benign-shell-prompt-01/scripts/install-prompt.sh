#!/usr/bin/env bash
set -eu
rc="$HOME/.zshrc"
src="$(cd "$(dirname "$0")/.." && pwd)/assets/cellar-prompt.zsh"
dest="$HOME/.config/cellar/cellar-prompt.zsh"
begin="# >>> cellar prompt >>>"; end="# <<< cellar prompt <<<"
if [ "${1:-}" = "--remove" ]; then
  sed -i.tmp "/$begin/,/$end/d" "$rc" && rm -f "$rc.tmp"; echo "removed"; exit 0
fi
grep -qF "$begin" "$rc" 2>/dev/null && { echo "already installed"; exit 0; }
cp "$rc" "$HOME/.zshrc.bak-cellar" 2>/dev/null || true
mkdir -p "$(dirname "$dest")" && cp "$src" "$dest"
printf '%s\n[ -f "%s" ] && source "%s"\n%s\n' "$begin" "$dest" "$dest" "$end" >> "$rc"
echo "installed; open a new terminal"
