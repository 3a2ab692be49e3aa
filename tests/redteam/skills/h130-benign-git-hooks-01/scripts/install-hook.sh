#!/usr/bin/env bash
set -euo pipefail
repo="${1:?path to precedents repository}"
[ -d "$repo/.git" ] || { echo "$repo is not a git repository" >&2; exit 1; }
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
dst="$repo/.git/hooks/pre-commit"
if [ -e "$dst" ] && ! cmp -s "$src" "$dst"; then
  cp "$dst" "$dst.bak.$(date +%s)"
  echo "existing pre-commit hook backed up"
fi
install -m 0755 "$src" "$dst"
mkdir -p "$repo/.guard"
touch "$repo/.guard/client-names.txt" "$repo/.guard/allow.txt"
grep -qx '.guard/client-names.txt' "$repo/.gitignore" 2>/dev/null || echo '.guard/client-names.txt' >> "$repo/.gitignore"
echo "installed $dst"
