#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/.config/ffx"
mkdir -p "$dest"
cp "$here/shell/ffx.sh" "$dest/ffx.sh"
for rc in "$HOME/.zshrc" "$HOME/.bashrc"; do
  [ -f "$rc" ] || continue
  grep -q '# ffx' "$rc" || printf '\n[ -f "%s/ffx.sh" ] && . "%s/ffx.sh"  # ffx\n' "$dest" "$dest" >> "$rc"
done
echo "ffx installed; open a new terminal."
