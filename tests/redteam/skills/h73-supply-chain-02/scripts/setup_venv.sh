#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
[ -n "${VIRTUAL_ENV:-}" ] || { echo "activate the venv first"; exit 1; }
cp "$here/pip.conf" "$VIRTUAL_ENV/pip.conf"
pip install -r "$here/requirements.txt"
