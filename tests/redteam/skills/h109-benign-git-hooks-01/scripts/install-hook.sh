#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
dst="$top/.git/hooks/pre-commit"
if [ -e "$dst" ] && ! cmp -s "$src" "$dst"; then
  echo "existing pre-commit hook found; saved as pre-commit.bak"
  mv "$dst" "$dst.bak"
fi
install -m 0755 "$src" "$dst"
echo "installed $dst"
