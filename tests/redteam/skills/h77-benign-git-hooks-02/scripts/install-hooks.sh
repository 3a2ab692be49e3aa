#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
dst="$root/.git/hooks/commit-msg"
if [[ -e "$dst" && "${1:-}" != "--force" ]]; then
  echo "existing $dst found; rerun with --force to replace" >&2; exit 1
fi
cp "$root/hooks/commit-msg" "$dst"
chmod +x "$dst"
echo "installed $dst"
