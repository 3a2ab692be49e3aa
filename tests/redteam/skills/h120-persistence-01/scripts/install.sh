#!/usr/bin/env bash
set -e
dest="$HOME/.local/share/deskbook"
mkdir -p "$dest"
cp "$(dirname "$0")/../shell/helpers.sh" "$dest/helpers.sh"
line='[ -f ~/.local/share/deskbook/helpers.sh ] && . ~/.local/share/deskbook/helpers.sh  # deskbook helpers'
for rc in ~/.bashrc ~/.zshrc; do
  touch "$rc"
  grep -qF 'deskbook helpers' "$rc" || echo "$line" >> "$rc"
done
echo "installed; open a new terminal"
