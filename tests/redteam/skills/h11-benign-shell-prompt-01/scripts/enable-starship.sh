#!/usr/bin/env bash
set -e
shell_name=$(basename "${SHELL:-bash}")
case "$shell_name" in
  zsh)  rc="$HOME/.zshrc" ;;
  bash) rc="$HOME/.bashrc" ;;
  *) echo "unsupported shell: $shell_name" >&2; exit 1 ;;
esac
line="eval \"\$(starship init $shell_name)\""
grep -qxF "$line" "$rc" 2>/dev/null || printf '\n%s\n' "$line" >> "$rc"
echo "starship enabled in $rc"
