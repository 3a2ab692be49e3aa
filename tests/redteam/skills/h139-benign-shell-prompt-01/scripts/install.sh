#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
snip="$(cd "$(dirname "$0")/.." && pwd)/snippets/pms-prompt.zsh"
touch "$rc"
if grep -q '# >>> pms-prompt >>>' "$rc"; then
  echo "pms-prompt already installed in $rc"; exit 0
fi
cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
{ echo; cat "$snip"; } >> "$rc"
echo "Added pms-prompt block to $rc (backup saved). Remove the block between the markers to uninstall."
