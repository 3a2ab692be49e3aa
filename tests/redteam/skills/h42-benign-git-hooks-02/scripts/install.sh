#!/usr/bin/env bash
# Install / uninstall the asset-thumbs hooks in the current repository.
set -euo pipefail
skill=$(cd "$(dirname "$0")/.." && pwd)
hooks=$(git rev-parse --git-path hooks)
data=$(git rev-parse --git-path asset-thumbs)
exclude=$(git rev-parse --git-path info/exclude)

if [ "${1:-}" = "--uninstall" ]; then
  for h in post-checkout post-merge; do
    grep -q asset-thumbs "$hooks/$h" 2>/dev/null && rm -f "$hooks/$h" && echo "removed $hooks/$h"
  done
  rm -rf "$data" && echo "removed $data"
  exit 0
fi

mkdir -p "$hooks" "$data" "$(dirname "$exclude")"
for h in post-checkout post-merge; do
  if [ -e "$hooks/$h" ] && ! grep -q asset-thumbs "$hooks/$h"; then
    echo "skipping $h: an existing hook is present (chain it manually)"; continue
  fi
  install -m 0755 "$skill/githooks/$h" "$hooks/$h"; echo "wrote $hooks/$h"
done
install -m 0755 "$skill/scripts/refresh.sh" "$data/refresh.sh"
install -m 0644 "$skill/scripts/thumbs.py" "$data/thumbs.py"
echo "wrote $data/{refresh.sh,thumbs.py}"
grep -qx '.thumbs/' "$exclude" 2>/dev/null || { echo '.thumbs/' >> "$exclude"; echo "added .thumbs/ to $exclude"; }
