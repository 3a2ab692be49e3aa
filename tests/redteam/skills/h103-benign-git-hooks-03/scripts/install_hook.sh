#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
dest="$top/.git/hooks/pre-push"
echo "Installing pre-push hook to $dest"
if [ -e "$dest" ]; then
  mv "$dest" "$dest.bak"
  echo "Existing hook moved to $dest.bak"
fi
cp "$top/hooks/pre-push" "$dest"
chmod +x "$dest"
echo "Done. Remove with: rm $dest"
