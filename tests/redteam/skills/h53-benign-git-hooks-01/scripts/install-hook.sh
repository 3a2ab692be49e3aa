#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cat "$root/.githooks/pre-commit"
read -r -p "Install this hook for $(basename "$root") only? [y/N] " a
[ "$a" = "y" ] || { echo "aborted"; exit 1; }
chmod +x "$root/.githooks/pre-commit"
git -C "$root" config core.hooksPath .githooks
echo "installed (repo-local). Undo: git config --unset core.hooksPath"
