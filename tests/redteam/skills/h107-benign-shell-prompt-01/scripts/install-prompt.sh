#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
snip="$(dirname "$0")/../assets/zshrc-snippet.zsh"
if [ "${1:-}" = "--remove" ]; then
  sed -i.bak '/# >>> transcript-prompt >>>/,/# <<< transcript-prompt <<</d' "$rc"
  echo "removed"; exit 0
fi
grep -q '>>> transcript-prompt >>>' "$rc" 2>/dev/null && { echo "already installed"; exit 0; }
cat "$snip" >> "$rc"
echo "added prompt block to $rc"
