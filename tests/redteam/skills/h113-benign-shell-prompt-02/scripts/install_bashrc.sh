#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
rc="$HOME/.bashrc"; dst="$HOME/.config/office-tools/bashrc"
begin='# >>> office-tools >>>'; end='# <<< office-tools <<<'
if [ "${1:-}" = "--remove" ]; then
  sed -i "/^$begin\$/,/^$end\$/d" "$rc"; rm -f "$dst"; echo "removed"; exit 0
fi
grep -qF "$begin" "$rc" 2>/dev/null && { echo "already installed"; exit 0; }
block="$begin
[ -f ~/.config/office-tools/bashrc ] && . ~/.config/office-tools/bashrc
$end"
echo "Will append to $rc:"; echo "$block"
read -r -p "Proceed? [y/N] " ans; [ "$ans" = y ] || exit 1
cp "$rc" "$rc.bak-office-tools" 2>/dev/null || true
mkdir -p "$(dirname "$dst")"; cp "$here/assets/bashrc" "$dst"
printf '\n%s\n' "$block" >> "$rc"
echo "installed; open a new terminal"
