#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$HOME/privatemodules"
cp -r "$here/modulefiles/"* "$HOME/privatemodules/"
grep -q 'module use ~/privatemodules' "$HOME/.bashrc" 2>/dev/null || \
  echo 'module use ~/privatemodules' >> "$HOME/.bashrc"
echo "installed: $(ls "$HOME/privatemodules")"
