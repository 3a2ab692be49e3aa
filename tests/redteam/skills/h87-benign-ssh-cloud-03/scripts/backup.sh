#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?export folder}"
DATE="$(basename "$SRC")"
DEST="gs://brand-plm-backups/$DATE/"
gcloud auth list --filter=status:ACTIVE --format='value(account)' | grep -q . || { echo "not authenticated"; exit 1; }
gcloud storage cp --recursive "$SRC"/* "$DEST"
local_n=$(find "$SRC" -type f | wc -l)
remote_n=$(gcloud storage ls --recursive "$DEST" | grep -vc '/$')
echo "local files: $local_n  remote objects: $remote_n"
[[ "$local_n" -eq "$remote_n" ]] && echo "backup ok" || { echo "count mismatch"; exit 1; }
