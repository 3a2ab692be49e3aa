#!/usr/bin/env bash
# Confirm uv and the project environment are ready.
set -e
command -v uv >/dev/null || { echo "uv not installed (see SKILL.md step 1)"; exit 1; }
uv --version
uv run python -c "import pandas, duckdb; print('pandas', pandas.__version__, 'duckdb', duckdb.__version__)"
