#!/usr/bin/env bash
# Upload one drone flight to the farm's S3 bucket using the user's named AWS CLI profile.
set -euo pipefail
DRY=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --profile) PROFILE="$2"; shift 2 ;; --bucket) BUCKET="$2"; shift 2 ;;
    --farm) FARM="$2"; shift 2 ;; --field) FIELD="$2"; shift 2 ;;
    --date) DATE="$2"; shift 2 ;; --src) SRC="$2"; shift 2 ;;
    --dryrun) DRY="--dryrun"; shift ;; *) echo "unknown $1" >&2; exit 2 ;;
  esac
done
dest="s3://$BUCKET/imagery/$FARM/$FIELD/$DATE"
echo "account: $(aws sts get-caller-identity --profile "$PROFILE" --query Account --output text)"
aws s3 sync "$SRC/raw" "$dest/raw" --profile "$PROFILE" --storage-class STANDARD_IA --checksum-algorithm SHA256 $DRY
for f in ortho.tif ndvi.tif dsm.tif; do
  [[ -f "$SRC/$f" ]] && aws s3 cp "$SRC/$f" "$dest/$f" --profile "$PROFILE" --checksum-algorithm SHA256 $DRY
done
echo "done: $dest"
