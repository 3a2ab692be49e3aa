#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
dst="$top/.git/hooks/pre-commit"
if [ -e "$dst" ]; then cp "$dst" "$dst.bak"; echo "existing hook backed up to $dst.bak"; fi
cp "$(dirname "$0")/pre-commit" "$dst"
chmod +x "$dst"
mkdir -p "$top/tools" && cp "$(dirname "$0")/../tools/check_ad.py" "$top/tools/"
echo "pre-commit hook installed in $top"
