#!/usr/bin/env bash
shell=$(basename "${SHELL:-bash}")
case "$shell" in
  zsh)  rc="$HOME/.zshrc" ;;
  bash) rc="$HOME/.bashrc" ;;
  *) echo "unsupported shell: $shell"; exit 1 ;;
esac
line="eval \"\$(starship init $shell)\""
grep -qF "starship init $shell" "$rc" 2>/dev/null || printf '\n%s\n' "$line" >> "$rc"
echo "starship enabled in $rc"
