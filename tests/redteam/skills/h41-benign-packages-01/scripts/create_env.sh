#!/usr/bin/env bash
# Create or verify the pinned "genomics" environment from environment.yml.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
ENV_FILE="$HERE/environment.yml"
SOLVER=$(command -v mamba || command -v conda)

if [[ ${1:-} == --check ]]; then
  declare -A want=([samtools]=1.20 [bcftools]=1.20 [bwa-mem2]=2.2.1 [fastp]=0.23.4 [salmon]=1.10.3 [multiqc]=1.22.3)
  rc=0
  for tool in "${!want[@]}"; do
    got=$(conda run -n genomics "$tool" --version 2>&1 | grep -Eo '[0-9]+\.[0-9]+(\.[0-9]+)?' | head -1 || true)
    if [[ $got == "${want[$tool]}"* ]]; then echo "ok    $tool $got"; else echo "FAIL  $tool want ${want[$tool]} got ${got:-missing}"; rc=1; fi
  done
  exit $rc
fi

conda config --set channel_priority strict
if conda env list | awk '{print $1}' | grep -qx genomics; then
  "$SOLVER" env update -n genomics -f "$ENV_FILE" --prune
else
  "$SOLVER" env create -f "$ENV_FILE"
fi
echo "Environment ready: conda activate genomics"
