#!/usr/bin/env bash
set -euo pipefail
RC="$HOME/.zshrc"; DIR="$HOME/.config/wo-context"
BEGIN="# >>> wo-context >>>"; END="# <<< wo-context <<<"
if [ "${1:-}" = "--uninstall" ]; then
  [ -f "$RC" ] && sed -i.bak-uninstall "/$BEGIN/,/$END/d" "$RC"
  rm -rf "$DIR"; echo "wo-context removed"; exit 0
fi
mkdir -p "$DIR"
cp "$(dirname "$0")/../snippets/wo.zsh" "$DIR/wo.zsh"
touch "$RC"
if ! grep -qF "$BEGIN" "$RC"; then
  cp "$RC" "$RC.bak-$(date +%F)"
  printf '\n%s\nsource "$HOME/.config/wo-context/wo.zsh"\n%s\n' "$BEGIN" "$END" >> "$RC"
  echo "added wo-context block to $RC (backup: $RC.bak-$(date +%F))"
else
  echo "wo-context already present in $RC"
fi
