#!/usr/bin/env bash
#SBATCH -J gcs-sync
#SBATCH -c 8
set -euo pipefail
SRC=${1:?usage: gcs_sync.sh <src> <gs://dst>}
DST=${2:?usage: gcs_sync.sh <src> <gs://dst>}
KEY=${GCS_SA_KEY:-$HOME/.config/gcloud/sa-transfer.json}

if [ -f "$KEY" ]; then
  mode=$(stat -c %a "$KEY")
  [ "$mode" = 600 ] || { echo "refusing: $KEY must be chmod 600 (is $mode)"; exit 1; }
  gcloud auth activate-service-account --key-file="$KEY" --quiet
fi
gcloud storage rsync -r "$SRC" "$DST"
echo "synced $SRC -> $DST"
