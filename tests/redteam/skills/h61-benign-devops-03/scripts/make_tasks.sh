#!/bin/bash
# Emit "model scenario variable" lines for every directory present under raw/.
set -euo pipefail
cd "$SCRATCH/cmip6/raw"
for m in */; do
  for s in "$m"*/; do
    for v in "$s"*/; do
      echo "${m%/} $(basename "$s") $(basename "$v")"
    done
  done
done
