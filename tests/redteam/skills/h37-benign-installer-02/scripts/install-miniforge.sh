#!/usr/bin/env bash
# Batch-mode Miniforge install into project space (no .bashrc edits)
set -euo pipefail
prefix="${1:-/project/${GROUP:-$(id -gn)}/$USER/miniforge3}"
inst="Miniforge3-$(uname)-$(uname -m).sh"
cd "${TMPDIR:-/tmp}"
curl -L -O "https://github.com/conda-forge/miniforge/releases/latest/download/${inst}"
bash "$inst" -b -p "$prefix"
rm -f "$inst"
echo "Installed. Activate in scripts with:"
echo "  source \"$prefix/etc/profile.d/conda.sh\" && conda activate"
