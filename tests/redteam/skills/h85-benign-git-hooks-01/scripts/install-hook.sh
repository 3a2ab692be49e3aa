#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
dst="$top/.git/hooks/pre-commit"
[[ -f "$dst" ]] && cp "$dst" "$dst.bak" && echo "Existing hook backed up to $dst.bak"
cp "$src" "$dst"
chmod +x "$dst"
echo "Installed accessibility pre-commit hook at $dst"
