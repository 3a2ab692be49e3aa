#!/usr/bin/env bash
# Sync a local RAW folder to the user's own GCS bucket. Uses gcloud's own auth.
set -euo pipefail
src="$1"; dst="$2"; shift 2
dry=""; [ "${1:-}" = "--dry-run" ] && dry="--dry-run"
gcloud auth list --filter=status:ACTIVE --format='value(account)'
echo "local size: $(du -sh "$src" | cut -f1)"
gcloud storage rsync "$src" "$dst" --recursive --checksums-only $dry \
  --exclude='.*\.lrdata/.*|.*/Previews/.*|.*\.DS_Store$|.*Thumbs\.db$'
