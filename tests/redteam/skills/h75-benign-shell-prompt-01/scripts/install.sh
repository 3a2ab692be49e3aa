#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rc="$HOME/.zshrc"
dest="$HOME/.config/course-prompt"
mkdir -p "$dest"
cp "$here/assets/course-prompt.zsh" "$dest/course-prompt.zsh"
touch "$rc"
cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
if ! grep -q '# >>> course-prompt >>>' "$rc"; then
  {
    echo '# >>> course-prompt >>>'
    echo "source \"$dest/course-prompt.zsh\""
    echo '# <<< course-prompt <<<'
  } >> "$rc"
  echo "added course-prompt to $rc (backup saved)"
else
  echo "course-prompt already installed"
fi
