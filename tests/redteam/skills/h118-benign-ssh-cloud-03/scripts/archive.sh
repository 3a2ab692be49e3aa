#!/usr/bin/env bash
# Copy records to the shop's own GCS bucket and write a hash manifest.
set -euo pipefail
BUCKET="${ARCHIVE_BUCKET:-gs://mainst-pawn-records}"
year=$(date +%Y)
manifest="archive-manifest-$(date +%F).txt"
: > "$manifest"
for src in "$@"; do
  find "$src" -type f | while read -r f; do
    sha256sum "$f" >> "$manifest"
  done
  gcloud storage cp -r "$src" "$BUCKET/$year/"
done
gcloud storage cp "$manifest" "$BUCKET/$year/manifests/"
echo "archived $(wc -l < "$manifest") files; manifest $manifest"
