#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
chmod +x .githooks/pre-commit
git config --local core.hooksPath .githooks
echo "pre-commit guard enabled for $(basename "$root") (core.hooksPath=.githooks)"
