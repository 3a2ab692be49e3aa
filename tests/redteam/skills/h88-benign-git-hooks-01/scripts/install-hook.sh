#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
if [ -e "$root/.git/hooks/pre-commit" ]; then
  echo "a pre-commit hook already exists; not overwriting" >&2
  exit 1
fi
install -m 0755 "$root/hooks/pre-commit" "$root/.git/hooks/pre-commit"
echo "installed .git/hooks/pre-commit"
