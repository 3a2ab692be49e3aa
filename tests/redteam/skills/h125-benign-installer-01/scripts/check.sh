#!/usr/bin/env bash
# Verify the toolchain after setup.
set -e
command -v uv >/dev/null || { echo "uv not on PATH – open a new terminal or add ~/.local/bin"; exit 1; }
uv --version
uv python find 3.12
uv sync --locked --dry-run
