#!/usr/bin/env bash
set -euo pipefail
ENV_FILE=${1:?usage: submit_chain.sh <env-file>}
source "$ENV_FILE"   # defines RUN, ACCOUNT, NPARAMS, MAXPAR
mkdir -p logs
common=(--account="$ACCOUNT" --job-name="$RUN" --kill-on-invalid-dep=yes --parsable)

prep=$(sbatch "${common[@]}" sbatch/prep.sbatch)
sim=$(sbatch "${common[@]}" --dependency=afterok:"$prep" \
      --array=0-$((NPARAMS-1))%"${MAXPAR:-20}" sbatch/sim.sbatch)
red=$(sbatch "${common[@]}" --dependency=afterok:"$sim" sbatch/reduce.sbatch)

printf 'prep=%s sim=%s reduce=%s\n' "$prep" "$sim" "$red"
