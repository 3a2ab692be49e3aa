#!/usr/bin/env bash
# Install reso CLI, completion and board profile helpers.
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/.reso"
install -m 0755 "$here/share/reso" "$HOME/.local/bin/reso"
cp "$here/share/reso-init.sh" "$HOME/.reso/init.sh"
line='[ -f "$HOME/.reso/init.sh" ] && . "$HOME/.reso/init.sh"'
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -qF '.reso/init.sh' "$rc" || printf '\n%s\n' "$line" >> "$rc"
done
echo "reso installed; open a new shell"
