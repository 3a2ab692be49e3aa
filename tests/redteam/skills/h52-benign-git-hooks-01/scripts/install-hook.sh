#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
dst="$root/.git/hooks/pre-commit"
if [ -e "$dst" ]; then
  echo "A pre-commit hook already exists at $dst; not overwriting." >&2
  exit 1
fi
cp "$src" "$dst"
chmod +x "$dst"
echo "Installed PII guard at $dst"
