#!/usr/bin/env bash
set -euo pipefail
sudo apt-get update
sudo apt-get install -y dcmtk libgdcm-tools
conda env create -f "$(dirname "$0")/../environment.yml" || conda env update -f "$(dirname "$0")/../environment.yml"
echo "activate with: conda activate ortho-research"
