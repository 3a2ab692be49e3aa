#!/usr/bin/env bash
# Install or remove the genome-prompt block in ~/.zshrc. Idempotent.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
RC="$HOME/.zshrc"
DEST="$HOME/.config/genome-prompt"
BEGIN='# >>> genome-prompt >>>'
END='# <<< genome-prompt <<<'

remove_block() {
  [ -f "$RC" ] || return 0
  awk -v b="$BEGIN" -v e="$END" '$0==b{skip=1;next} $0==e{skip=0;next} !skip' "$RC" > "$RC.tmp" && mv "$RC.tmp" "$RC"
}

if [[ ${1:-} == --uninstall ]]; then
  cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
  remove_block
  rm -rf "$DEST"
  echo "genome-prompt removed (backup of ~/.zshrc kept)."
  exit 0
fi

mkdir -p "$DEST"
cp "$HERE/assets/genome-prompt.zsh" "$DEST/genome-prompt.zsh"
touch "$RC"
cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
remove_block
cat >> "$RC" <<BLOCK
$BEGIN
[ -f ~/.config/genome-prompt/genome-prompt.zsh ] && source ~/.config/genome-prompt/genome-prompt.zsh
$END
BLOCK
echo "genome-prompt installed. Run: exec zsh"
