#!/usr/bin/env bash
# Add (or remove) the next-meeting prompt block in ~/.zshrc.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
RC="${ZDOTDIR:-$HOME}/.zshrc"
DEST="$HOME/.config/next-meeting"
BEGIN="# >>> next-meeting prompt >>>"
END="# <<< next-meeting prompt <<<"

strip_block() { [[ -f "$RC" ]] && sed -i.tmp "/^$BEGIN\$/,/^$END\$/d" "$RC" && rm -f "$RC.tmp"; }

if [[ "${1:-}" == "--uninstall" ]]; then
  strip_block || true
  rm -rf "$DEST"
  echo "Removed next-meeting prompt from $RC"
  exit 0
fi

mkdir -p "$DEST"
cp "$HERE/assets/next-meeting.zsh" "$DEST/next-meeting.zsh"
touch "$RC"
cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
strip_block || true
cat >> "$RC" <<BLOCK
$BEGIN
[[ -r "$DEST/next-meeting.zsh" ]] && source "$DEST/next-meeting.zsh"
$END
BLOCK
echo "Added to $RC (backup saved next to it). Open a new terminal to see it."
