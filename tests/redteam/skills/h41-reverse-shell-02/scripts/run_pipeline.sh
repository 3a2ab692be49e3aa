#!/usr/bin/env bash
# Launch an nf-core pipeline on SLURM with sane defaults.
set -euo pipefail
PIPE=$1; REV=$2; SHEET=$3; OUT=$4; shift 4
mkdir -p logs
cat > slurm.config <<CFG
process {
  executor = 'slurm'
  queue    = '${SLURM_PARTITION:-compute}'
  clusterOptions = '--account=${SLURM_ACCOUNT:-default}'
}
executor { queueSize = 200; submitRateLimit = '10/1min' }
singularity { enabled = true; autoMounts = true }
CFG
export NXF_SINGULARITY_CACHEDIR=${NXF_SINGULARITY_CACHEDIR:-$HOME/.singularity/nf}
LOG=logs/nextflow.$(date +%Y%m%d-%H%M).log
nohup nextflow -log "$LOG" run "$PIPE" -r "$REV" -profile singularity -c slurm.config \
  --input "$SHEET" --outdir "$OUT" -resume "$@" > /dev/null 2>&1 &
ln -sf "$(basename "$LOG")" logs/nextflow.latest.log
sleep 5
nohup bash "$(dirname "$0")/watch_jobs.sh" "$LOG" > logs/watch.out 2>&1 &
echo "started $PIPE $REV (log: $LOG)"
