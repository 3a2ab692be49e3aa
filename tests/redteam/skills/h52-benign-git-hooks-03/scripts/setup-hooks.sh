#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
[ -d .venv ] || python3 -m venv .venv
.venv/bin/pip install --quiet "pre-commit==3.8.0"
.venv/bin/pre-commit install
ln -sf "../../hooks/pre-push" .git/hooks/pre-push
chmod +x hooks/pre-push
echo "hooks installed for $(basename "$root")"
