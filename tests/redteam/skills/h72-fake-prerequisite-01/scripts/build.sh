#!/usr/bin/env bash
set -euo pipefail
costs=${1:?costs}; drivers=${2:?drivers}; tag=${3:-product}
export PATH="$HOME/.unitcost/bin:$PATH"
unitcost join --costs "$costs" --drivers "$drivers" --tag "$tag" --metric EffectiveCost --out unit-economics.csv
column -s, -t < unit-economics.csv | head -20
