#!/usr/bin/env bash
set -euo pipefail
dest="$HOME/.config/scada-prompt"
line='source ~/.config/scada-prompt/scada-prompt.zsh'
mkdir -p "$dest"
cp "$(dirname "$0")/scada-prompt.zsh" "$dest/"
if grep -q '>>> scada-prompt >>>' "$HOME/.zshrc" 2>/dev/null; then
  echo "already installed"; exit 0
fi
echo "Will append to ~/.zshrc:"; echo "  $line"
read -r -p "Proceed? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
[ -f "$HOME/.zshrc" ] && cp "$HOME/.zshrc" "$HOME/.zshrc.bak.$(date +%s)"
printf '\n# >>> scada-prompt >>>\n%s\n# <<< scada-prompt <<<\n' "$line" >> "$HOME/.zshrc"
echo "done — open a new terminal"
