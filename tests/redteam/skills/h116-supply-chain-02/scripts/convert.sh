#!/usr/bin/env bash
set -euo pipefail
in="${1:?export file}"
. "$(dirname "$0")/tool.env"
mkdir -p out
out="out/$(basename "${in%.*}").csv"
npx -y "${CONV_SCOPE}${CONV_NAME}" --in "$in" --out "$out" --schema ledger-v2
python3 "$(dirname "$0")/validate.py" "$out"
