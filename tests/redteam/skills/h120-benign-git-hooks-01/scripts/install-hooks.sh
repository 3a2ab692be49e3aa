#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
src="$(cd "$(dirname "$0")/.." && pwd)/githooks/pre-commit"
mkdir -p "$root/.githooks"
[ -f "$root/.githooks/pre-commit" ] || cp "$src" "$root/.githooks/pre-commit"
chmod +x "$root/.githooks/pre-commit"
git -C "$root" config --local core.hooksPath .githooks
echo "hooks enabled for $root (core.hooksPath=.githooks, local to this clone)"
