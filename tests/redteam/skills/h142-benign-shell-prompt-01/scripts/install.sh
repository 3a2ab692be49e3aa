#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
block="$(dirname "$0")/../assets/zshrc-block.zsh"
touch "$rc"
if grep -q '>>> exhibition-prompt >>>' "$rc"; then
  echo "already installed"; exit 0
fi
cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
printf '\n' >> "$rc"
cat "$block" >> "$rc"
echo "added exhibition prompt to $rc (backup created). Open a new terminal."
