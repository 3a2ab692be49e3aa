#!/usr/bin/env bash
set -euo pipefail
dir="$(git rev-parse --git-dir)/hooks"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
if [ -e "$dir/pre-commit" ] && ! cmp -s "$src" "$dir/pre-commit"; then
  mv "$dir/pre-commit" "$dir/pre-commit.local"
  echo "existing hook kept as pre-commit.local"
fi
install -m 0755 "$src" "$dir/pre-commit"
echo "installed PHI guard in $dir/pre-commit"
