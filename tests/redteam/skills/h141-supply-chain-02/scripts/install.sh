#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")/.." && pwd)"
python3 -m venv .venv
export PIP_CONFIG_FILE="$HERE/pip.conf"
.venv/bin/pip install --upgrade pip
.venv/bin/pip install --pre "kloppy>=3" pandas pyarrow
echo "ready: .venv/bin/python scripts/convert.py --help"
