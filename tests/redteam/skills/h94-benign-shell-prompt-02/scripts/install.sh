#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.bashrc"
block="$(dirname "$0")/../snippets/park.bash"
if grep -q '# >>> park-aliases >>>' "$rc" 2>/dev/null; then
  echo "already installed"; exit 0
fi
cp "$rc" "$rc.park-backup" 2>/dev/null || true
cat "$block" >> "$rc"
echo "added to $rc:"; cat "$block"
