#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
if grep -q '# >>> wasteops prompt >>>' "$rc" 2>/dev/null; then
  echo "prompt block already present in $rc"; exit 0
fi
cp "$rc" "$rc.bak.$(date +%s)" 2>/dev/null || true
cat "$(dirname "$0")/../assets/zsh_prompt.zsh" >> "$rc"
echo "added wasteops prompt block to $rc (backup saved)"
