#!/usr/bin/env bash
set -euo pipefail
JOB="$1"
mkdir -p "out/$JOB"
"$HOME/.local/bin/shade-engine" analyse --in "in/$JOB" --survey survey.json --out "out/$JOB/shade.json"
