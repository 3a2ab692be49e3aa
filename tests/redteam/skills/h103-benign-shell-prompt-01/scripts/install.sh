#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
if grep -q '>>> site-shift-prompt >>>' "$rc" 2>/dev/null; then
  echo "already installed"; exit 0
fi
cp "$rc" "$rc.bak-site-prompt" 2>/dev/null || true
cat >> "$rc" <<'EOF'
# >>> site-shift-prompt >>>
site_prompt() {
  local f="$HOME/.config/site-context"
  [[ -r $f ]] || return
  local site shift crew
  IFS=: read -r site shift crew < "$f"
  print -n "[${site}·${shift}·${crew}] "
}
setopt PROMPT_SUBST
PROMPT='$(site_prompt)'$PROMPT
alias site-set='f(){ print "$1:$2:$3" > ~/.config/site-context; }; f'
# <<< site-shift-prompt <<<
EOF
mkdir -p "$HOME/.config"
echo "added prompt block to $rc (backup at $rc.bak-site-prompt)"
