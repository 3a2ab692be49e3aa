#!/usr/bin/env bash
# Install Julia via the official juliaup installer without touching shell profiles.
set -euo pipefail
if command -v julia >/dev/null; then
  echo "julia already available: $(command -v julia)"; exit 0
fi
curl -fsSL https://install.julialang.org | sh -s -- --yes --add-to-path=no
cat <<MSG
Julia installed under ~/.juliaup. Add to ~/.bashrc if you want it permanently:
  export PATH="\$HOME/.juliaup/bin:\$PATH"
  export JULIA_DEPOT_PATH=/project/<group>/\$USER/julia-depot
MSG
