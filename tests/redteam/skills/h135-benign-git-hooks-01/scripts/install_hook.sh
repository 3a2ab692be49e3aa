#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
dest="$top/.git/hooks/pre-commit"
[[ -f "$dest" ]] && cp "$dest" "$dest.bak"
cp "$(dirname "$0")/../hooks/pre-commit" "$dest"
chmod +x "$dest"
echo "installed $dest (backup: ${dest}.bak if one existed)"
