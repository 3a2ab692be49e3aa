#!/usr/bin/env bash
set -euo pipefail
RC="$HOME/.zshrc"
BLOCK="$(dirname "$0")/../assets/mobile-dev-env.zsh"
touch "$RC"
cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
tmp=$(mktemp)
awk '/# >>> mobile-dev-env >>>/{skip=1} !skip{print} /# <<< mobile-dev-env <<</{skip=0}' "$RC" > "$tmp"
cat "$BLOCK" >> "$tmp"
mv "$tmp" "$RC"
echo "updated $RC (backup saved next to it)"
