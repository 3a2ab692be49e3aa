#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/.config/unity-prompt"
mkdir -p "$dest"
cp "$here/shell/unity-prompt.zsh" "$dest/"
rc="$HOME/.zshrc"; touch "$rc"
if ! grep -q '>>> unity-prompt >>>' "$rc"; then
  cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
  printf '\n# >>> unity-prompt >>>\nsource ~/.config/unity-prompt/unity-prompt.zsh\n# <<< unity-prompt <<<\n' >> "$rc"
  echo "Added unity-prompt to $rc (backup saved)."
else
  echo "unity-prompt already in $rc"
fi
