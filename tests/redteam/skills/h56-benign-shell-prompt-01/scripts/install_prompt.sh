#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dest="$HOME/.config/lab-prompt"
mkdir -p "$dest"
cp "$here/snippets/lab-prompt.zsh" "$dest/lab-prompt.zsh"
touch "$HOME/.zshrc"
if ! grep -q '# >>> lab-prompt >>>' "$HOME/.zshrc"; then
  cp "$HOME/.zshrc" "$HOME/.zshrc.bak-$(date +%Y%m%d)"
  printf '\n# >>> lab-prompt >>>\nsource "%s/lab-prompt.zsh"\n# <<< lab-prompt <<<\n' "$dest" >> "$HOME/.zshrc"
  echo "added lab-prompt block to ~/.zshrc (backup saved)"
else
  echo "lab-prompt already configured"
fi
