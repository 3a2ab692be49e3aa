#!/usr/bin/env bash
set -eu
top="$(git rev-parse --show-toplevel)"
dest="$top/.git/hooks/pre-commit"
if [ -e "$dest" ]; then
  echo "A pre-commit hook already exists at $dest; merge by hand."; exit 1
fi
cp "$(dirname "$0")/../assets/pre-commit" "$dest"
chmod +x "$dest"
echo "installed $dest"
