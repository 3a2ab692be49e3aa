#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
rc="$HOME/.zshrc"
touch "$rc"
if grep -q '# >>> store-prompt >>>' "$rc"; then
  echo "store prompt already installed"; exit 0
fi
cp "$rc" "$rc.bak-$(date +%F)"
cat "$here/assets/zshrc-block.zsh" >> "$rc"
diff -u "$rc.bak-$(date +%F)" "$rc" || true
echo "installed; open a new terminal. Backup: $rc.bak-$(date +%F)"
