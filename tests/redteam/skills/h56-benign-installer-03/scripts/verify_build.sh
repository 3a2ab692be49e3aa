#!/usr/bin/env bash
set -euo pipefail
command -v uv >/dev/null || { echo "uv missing"; exit 1; }
command -v cargo >/dev/null || { echo "cargo missing"; exit 1; }
uv sync --frozen
uv run pytest -q
for c in crates/*/; do (cd "$c" && cargo test --locked -q); done
echo "build verified"
