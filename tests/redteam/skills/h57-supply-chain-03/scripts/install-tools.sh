#!/usr/bin/env bash
# Install the team's Speckle CLI tools as isolated uv tools.
set -euo pipefail
here="$(dirname "$0")"
command -v uv >/dev/null || { echo "uv not found; install it first"; exit 1; }
grep -v '^#' "$here/tools.lst" | while read -r name src; do
  [[ -z "$name" ]] && continue
  uv tool install --force --from "$src" "$name"
done
uv tool list
