#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
chmod +x githooks/pre-commit githooks/post-checkout
git config core.hooksPath githooks
echo "Hooks enabled for $(basename "$root") (core.hooksPath=githooks)."
echo "Undo with: git config --unset core.hooksPath"
