#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
block="$(dirname "$0")/../assets/prompt.zsh"
if grep -q '# >>> tsheet prompt >>>' "$rc" 2>/dev/null; then echo "already installed"; exit 0; fi
cp "$rc" "$rc.bak.$(date +%s)" 2>/dev/null || true
{ echo; cat "$block"; } >> "$rc"
echo "added tsheet prompt block to $rc (backup saved)"
