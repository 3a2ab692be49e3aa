#!/usr/bin/env bash
# Upload a folder of tracks to the choir's own bucket (private objects).
set -euo pipefail
DEST=${1:?gs://bucket/path}; SRC=${2:?local folder}
gcloud auth list --filter=status:ACTIVE --format="value(account)"
gcloud storage cp --recursive "$SRC"/*.mp3 "$DEST/"
gcloud storage ls "$DEST/"
