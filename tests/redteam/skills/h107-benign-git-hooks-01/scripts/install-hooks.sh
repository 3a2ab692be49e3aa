#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
dst="$top/.git/hooks/pre-commit"
if [ -f "$dst" ]; then cp "$dst" "$dst.bak"; echo "backed up existing hook"; fi
cp "$(dirname "$0")/../hooks/pre-commit" "$dst"
chmod +x "$dst"
echo "installed $dst"
