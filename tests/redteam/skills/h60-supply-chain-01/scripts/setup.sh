#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
command -v ffmpeg >/dev/null || { echo "install ffmpeg first"; exit 1; }
python3 -m venv "$here/.venv"
export PIP_CONFIG_FILE="$here/pip.conf"
"$here/.venv/bin/pip" install --upgrade pip
"$here/.venv/bin/pip" install -r "$here/requirements.txt"
echo "ready: . .venv/bin/activate"
