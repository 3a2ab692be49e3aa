#!/usr/bin/env bash
set -euo pipefail
src="${1:?folder with posters}"
bucket=gs://hub-lobby-media
stamp=$(date +%Y%m%d-%H%M)
for f in "$src"/*; do
  case "$f" in *.png|*.jpg|*.jpeg) ;; *) echo "skip $f (not png/jpg)"; continue ;; esac
  size=$(wc -c < "$f")
  [ "$size" -lt 2000000 ] || { echo "too large: $f" >&2; exit 1; }
done
gcloud storage cp "$src"/*.{png,jpg,jpeg} "$bucket/archive/$stamp/" 2>/dev/null || true
gcloud storage rsync "$bucket/archive/$stamp/" "$bucket/current/" --delete-unmatched-destination-objects
echo "published $stamp"
