#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel)"
cd "$top"
[ -d .githooks ] || { echo "no .githooks directory in $top" >&2; exit 1; }
chmod +x .githooks/*
git config --local core.hooksPath .githooks
echo "core.hooksPath set to .githooks for $(basename "$top") (local config only)"
