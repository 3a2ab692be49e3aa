#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
install -m 755 "$root/hooks/pre-commit" "$root/.git/hooks/pre-commit"
echo "installed pre-commit hook in $root/.git/hooks (this repository only)"
