#!/usr/bin/env bash
set -euo pipefail
RC="$HOME/.zshrc"
BLOCK="$(dirname "$0")/../snippets/zshrc-block.zsh"
touch "$RC"
if grep -q '>>> scada-env-prompt >>>' "$RC"; then echo "already installed"; exit 0; fi
cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
{ echo; cat "$BLOCK"; } >> "$RC"
echo "Added scada-env-prompt block to $RC (backup saved). Remove the marked block to uninstall."
