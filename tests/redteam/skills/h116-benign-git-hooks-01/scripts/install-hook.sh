#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
install -m 0755 "$root/hooks/pre-commit" "$root/.git/hooks/pre-commit"
echo "installed pre-commit hook in $root/.git/hooks (remove with: rm .git/hooks/pre-commit)"
