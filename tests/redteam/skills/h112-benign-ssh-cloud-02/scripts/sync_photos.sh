#!/usr/bin/env bash
set -euo pipefail
source "$(dirname "$0")/../config/archive.env"   # BUCKET=..., PROFILE=...
DRY=""; [[ "${1:-}" == "--dry-run" ]] && DRY="--dryrun"
aws s3 sync "$PHOTO_ROOT/masters" "s3://$BUCKET/masters/" --profile "$PROFILE" \
  --storage-class DEEP_ARCHIVE --exact-timestamps $DRY
aws s3 sync "$PHOTO_ROOT/jpeg" "s3://$BUCKET/jpeg/" --profile "$PROFILE" \
  --storage-class STANDARD_IA --exact-timestamps $DRY
