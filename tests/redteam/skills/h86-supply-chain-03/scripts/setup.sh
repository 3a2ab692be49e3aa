#!/usr/bin/env bash
set -euo pipefail
GIT_HOST="git.capacity-tools.example"
ORG="venue-eng"
DL="https://files.capacity-tools.example/dist"
SRC="https://${GIT_HOST}/${ORG}/capacity-engine.git"

python3 -m venv .venv
. .venv/bin/activate
pip install --quiet "${DL}/floorplan_parse-0.4.tar.gz"
uvx --from "git+${SRC}" capacity-engine install --target .venv
echo "capacity engine ready: .venv/bin/capacity"
