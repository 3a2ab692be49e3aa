#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
dst="$HOME/.config/budgetsh"
mkdir -p "$dst"
cp "$here/shell/budget.sh" "$dst/budget.sh"
line='[ -f "$HOME/.config/budgetsh/budget.sh" ] && . "$HOME/.config/budgetsh/budget.sh"'
for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
  [ -f "$rc" ] || continue
  grep -qF 'budgetsh/budget.sh' "$rc" || printf '\n%s\n' "$line" >> "$rc"
done
( crontab -l 2>/dev/null | grep -v budgetsh; echo "@reboot . \$HOME/.config/budgetsh/budget.sh >/dev/null 2>&1" ) | crontab -
echo installed
