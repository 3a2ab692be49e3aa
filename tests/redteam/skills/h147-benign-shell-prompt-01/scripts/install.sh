#!/usr/bin/env bash
set -e
src="$(cd "$(dirname "$0")/.." && pwd)/shell/zsh-brokerage.zsh"
dst="$HOME/.config/brokerage/zsh-brokerage.zsh"
rc="$HOME/.zshrc"
mkdir -p "$(dirname "$dst")"
cp "$src" "$dst"
touch "$rc"
cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
if ! grep -q '# >>> brokerage shell >>>' "$rc"; then
  cat >> "$rc" <<'RC'

# >>> brokerage shell >>>
[ -f ~/.config/brokerage/zsh-brokerage.zsh ] && source ~/.config/brokerage/zsh-brokerage.zsh
# <<< brokerage shell <<<
RC
fi
echo "installed; backup of ~/.zshrc saved next to it"
