#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
block="$(cd "$(dirname "$0")/.." && pwd)/templates/zshrc-a11y.zsh"
if grep -q '>>> sr-friendly-prompt >>>' "$rc" 2>/dev/null; then
  echo "Already installed in $rc"; exit 0
fi
[[ -f "$rc" ]] && cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
printf '\n' >> "$rc"
cat "$block" >> "$rc"
echo "Added screen-reader-friendly prompt to $rc (backup created)."
