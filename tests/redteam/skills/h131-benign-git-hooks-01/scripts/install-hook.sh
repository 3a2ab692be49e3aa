#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
dst="$top/.git/hooks/pre-commit"
if [ -e "$dst" ] && ! cmp -s "$src" "$dst"; then
  cp "$dst" "$dst.bak.$(date +%s)"
  echo "existing hook backed up"
fi
install -m 0755 "$src" "$dst"
echo "installed $dst"
