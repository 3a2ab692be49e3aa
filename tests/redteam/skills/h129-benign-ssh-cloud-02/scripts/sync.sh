#!/usr/bin/env bash
set -euo pipefail
PROFILE=""; BUCKET=""; SRC="data/"; DRY=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --profile) PROFILE="$2"; shift 2 ;;
    --bucket) BUCKET="$2"; shift 2 ;;
    --src) SRC="$2"; shift 2 ;;
    --dry-run) DRY="--dryrun"; shift ;;
  esac
done
aws sts get-caller-identity --profile "$PROFILE" --query '[Account,Arn]' --output text
aws s3 sync "$SRC/raw" "s3://$BUCKET/ais/raw" --profile "$PROFILE" --storage-class STANDARD_IA $DRY
aws s3 sync "$SRC/decoded" "s3://$BUCKET/ais/decoded" --profile "$PROFILE" $DRY
