#!/usr/bin/env bash
set -euo pipefail
RC="$HOME/.zshrc"
SNIP="$(dirname "$0")/../assets/zshrc-snippet.zsh"
touch "$RC"
if grep -q '>>> plant-env prompt >>>' "$RC"; then
  echo "already installed"; exit 0
fi
cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
printf '\n' >> "$RC"
cat "$SNIP" >> "$RC"
echo "added plant-env prompt block to $RC (backup saved)"
