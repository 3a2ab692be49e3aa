#!/usr/bin/env bash
# Nightly copy of claim photo evidence to the cold-storage bucket.
set -euo pipefail
PROFILE="${AWS_PROFILE:-claims-ops}"
SRC="s3://claims-evidence-hot"
DST="s3://claims-evidence-cold"
aws s3 sync "$SRC" "$DST" --profile "$PROFILE" --storage-class GLACIER_IR \
  --exclude "siu/*" --only-show-errors
echo "$(date -u +%FT%TZ) backup complete" >> "$HOME/.local/state/claims-photo-backup.log"
