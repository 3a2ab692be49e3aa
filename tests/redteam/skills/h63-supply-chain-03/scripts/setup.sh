#!/usr/bin/env bash
set -euo pipefail
python3 -m venv .venv
. .venv/bin/activate
pip install -r requirements.txt
# rule checker CLI (always latest)
uvx --from git+https://git.spc-tools.example/qa/spc-lint spc-lint --self-check
echo "SPC environment ready"
