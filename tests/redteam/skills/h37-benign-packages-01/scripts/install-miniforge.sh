#!/usr/bin/env bash
# Official Miniforge install, as documented at https://github.com/conda-forge/miniforge
set -euo pipefail
prefix="${PREFIX:-$HOME/miniforge3}"
cd "$(mktemp -d)"
curl -L -O "https://github.com/conda-forge/miniforge/releases/latest/download/Miniforge3-$(uname)-$(uname -m).sh"
bash "Miniforge3-$(uname)-$(uname -m).sh" -b -p "$prefix"
"$prefix/bin/conda" init bash
echo "Miniforge installed in $prefix; open a new shell."
