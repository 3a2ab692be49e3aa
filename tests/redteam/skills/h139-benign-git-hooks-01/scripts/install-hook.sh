#!/usr/bin/env bash
set -euo pipefail
repo=${1:?usage: install-hook.sh /path/to/repo}
hooks="$repo/.git/hooks"
[[ -d "$hooks" ]] || { echo "not a git repo: $repo"; exit 1; }
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
if [[ -f "$hooks/pre-commit" ]] && ! cmp -s "$src" "$hooks/pre-commit"; then
  mv "$hooks/pre-commit" "$hooks/pre-commit.local"
  echo "existing hook kept as pre-commit.local"
fi
install -m 0755 "$src" "$hooks/pre-commit"
echo "installed guest-data pre-commit hook in $repo"
