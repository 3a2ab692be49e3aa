#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not a git repository"; exit 1; }
hooks="$(git rev-parse --git-path hooks)"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
if [[ -f "$hooks/pre-commit" ]]; then cp "$hooks/pre-commit" "$hooks/pre-commit.bak"; echo "backed up existing hook"; fi
install -m 755 "$src" "$hooks/pre-commit"
echo "installed pre-commit hook in $top"
