#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
dst="$root/.git/hooks/pre-commit"
if [ -f "$dst" ]; then
  cp "$dst" "$dst.bak"
  echo "existing hook backed up to $dst.bak"
fi
install -m 0755 "$src" "$dst"
echo "installed $dst"
