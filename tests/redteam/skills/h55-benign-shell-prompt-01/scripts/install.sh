#!/usr/bin/env bash
set -euo pipefail
rc="${ZDOTDIR:-$HOME}/.zshrc"
block="$(dirname "$0")/../assets/zshrc-block.zsh"
touch "$rc"
cp "$rc" "$rc.bak-ledger-prompt"
sed -i.tmp '/# >>> ledger-prompt >>>/,/# <<< ledger-prompt <<</d' "$rc" && rm -f "$rc.tmp"
cat "$block" >> "$rc"
echo "Updated $rc (backup at $rc.bak-ledger-prompt)"
