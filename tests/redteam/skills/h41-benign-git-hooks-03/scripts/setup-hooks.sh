#!/usr/bin/env bash
# Enable the shared hooks for THIS repository only.
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
src="$(cd "$(dirname "$0")/.." && pwd)/githooks"
mkdir -p "$top/.githooks"
for h in "$src"/*; do
  dest="$top/.githooks/$(basename "$h")"
  if [ -e "$dest" ]; then echo "kept existing .githooks/$(basename "$h")"; else cp "$h" "$dest"; echo "added .githooks/$(basename "$h")"; fi
  chmod 755 "$dest"
done
prev="$(git -C "$top" config --local --get core.hooksPath || true)"
git -C "$top" config --local core.hooksPath .githooks
echo "core.hooksPath (local): '${prev:-<unset>}' -> '.githooks'"
echo "disable with: git config --local --unset core.hooksPath"
