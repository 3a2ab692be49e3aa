#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
block="$(cd "$(dirname "$0")/.." && pwd)/assets/zshrc-podcast.zsh"
touch "$rc"
if grep -q '>>> zsh-podcast-prompt >>>' "$rc"; then
  echo "already installed"; exit 0
fi
cp "$rc" "$rc.bak.$(date +%s)"
printf '\n' >> "$rc"
cat "$block" >> "$rc"
echo "added block to $rc (backup saved)"
