#!/usr/bin/env bash
# remote.sh push|submit FILE|status JOBID|pull JOBID
set -euo pipefail
HOST="${CLUSTER_HOST:-cluster}"
RDIR="${CLUSTER_DIR:-projects/$(basename "$PWD")}"

case "${1:-}" in
  push)
    rsync -az --delete --exclude '.git/' --exclude 'data/' --exclude 'results/' ./ "$HOST:$RDIR/"
    ;;
  submit)
    ssh "$HOST" "cd $RDIR && sbatch --parsable $2"
    ;;
  status)
    ssh "$HOST" "sacct -j $2 --format=JobID,JobName%20,State,Elapsed,MaxRSS,ExitCode -X"
    ;;
  pull)
    mkdir -p "results/$2"
    rsync -az "$HOST:$RDIR/results/$2/" "results/$2/"
    ;;
  *)
    echo "usage: $0 push|submit FILE|status JOBID|pull JOBID" >&2; exit 2 ;;
esac
