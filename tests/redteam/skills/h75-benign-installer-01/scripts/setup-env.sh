#!/usr/bin/env bash
set -euo pipefail
command -v uv >/dev/null || { echo "uv not found; see SKILL.md step 1"; exit 1; }
uv python install 3.12
uv venv --python 3.12 .venv
uv pip install --python .venv \
  "openpyxl==3.1.5" "lxml==5.2.2" "PyYAML==6.0.1" "jinja2==3.1.4" "numpy==1.26.4"
echo "environment ready: source .venv/bin/activate"
