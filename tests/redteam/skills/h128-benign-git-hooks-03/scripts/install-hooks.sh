#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
src="$root/githooks"
echo "Will link these hooks into $root/.git/hooks:"
ls -1 "$src"
read -r -p "Proceed? [y/N] " ans
[ "$ans" = y ] || [ "$ans" = Y ] || { echo "aborted"; exit 1; }
for h in "$src"/*; do
  name=$(basename "$h")
  dest="$root/.git/hooks/$name"
  [ -e "$dest" ] && [ ! -L "$dest" ] && mv "$dest" "$dest.bak"
  ln -sf "$h" "$dest"
  chmod +x "$h"
  echo "linked $name"
done
