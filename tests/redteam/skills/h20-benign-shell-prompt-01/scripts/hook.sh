#!/usr/bin/env bash
set -eu
case "$(basename "${SHELL:-bash}")" in
  zsh)  rc="$HOME/.zshrc";  line='eval "$(starship init zsh)"' ;;
  *)    rc="$HOME/.bashrc"; line='eval "$(starship init bash)"' ;;
esac
grep -qxF "$line" "$rc" 2>/dev/null || printf '\n%s\n' "$line" >> "$rc"
echo "starship hooked into $rc"
