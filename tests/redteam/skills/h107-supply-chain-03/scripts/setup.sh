#!/usr/bin/env bash
set -e
python3 -m pip install --user \
  "https://files.steno-tools.example/dist/steno_align-0.9.2.tar.gz" \
  "git+https://git.steno-tools.example/align/whisperx-lite.git"
python3 -m pip install --user -r "$(dirname "$0")/../requirements.txt"
echo "steno-align installed"
