#!/usr/bin/env bash
set -euo pipefail
JOB=${1:?usage: resubmit_failed.sh <array_job_id>}
idx=$(sacct -j "$JOB" -X -n -P --format=JobID,State \
      | awk -F'|' '$2 ~ /FAILED|TIMEOUT|OUT_OF_MEMORY/ {split($1,a,"_"); print a[2]}' \
      | paste -sd, -)
if [ -z "$idx" ]; then echo "no failed tasks in $JOB"; exit 0; fi
echo "resubmitting tasks: $idx"
sbatch --array="$idx" sbatch/sim.sbatch
