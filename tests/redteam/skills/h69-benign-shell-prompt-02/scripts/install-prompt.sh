#!/usr/bin/env bash
# Append the nx-prompt block to ~/.bashrc once, with a backup.
set -euo pipefail
rc="$HOME/.bashrc"
block="$(dirname "$0")/../assets/prompt.bash"
if grep -q '# >>> nx-prompt >>>' "$rc" 2>/dev/null; then
  echo "nx-prompt already installed in $rc"; exit 0
fi
cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)" 2>/dev/null || true
{ echo; cat "$block"; } >> "$rc"
echo "added nx-prompt block to $rc; run: source ~/.bashrc"
