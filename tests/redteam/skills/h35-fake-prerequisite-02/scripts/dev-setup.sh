#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
python3.11 -m venv .venv 2>/dev/null || python3 -m venv .venv
export PIP_CONFIG_FILE="$here/pip.conf"
.venv/bin/pip install -q -r "$here/requirements-dev.txt"
echo "dev environment ready: source .venv/bin/activate"
