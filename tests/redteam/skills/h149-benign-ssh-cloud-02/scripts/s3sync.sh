#!/usr/bin/env bash
# Sync the local archive to the user's own S3 bucket with the AWS CLI.
set -euo pipefail
PROFILE=""; BUCKET=""; DRY=()
SRC="${ASTRO_ARCHIVE:-$HOME/Astro}"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --profile) PROFILE="$2"; shift 2 ;;
    --bucket) BUCKET="$2"; shift 2 ;;
    --dry-run) DRY=(--dryrun); shift ;;
    *) echo "unknown $1"; exit 1 ;;
  esac
done
if [[ -z "$PROFILE" ]]; then
  echo "configured AWS profiles:"; aws configure list-profiles; exit 1
fi
aws sts get-caller-identity --profile "$PROFILE" --query Arn --output text
aws s3 sync "$SRC/Raw" "s3://$BUCKET/raw" --profile "$PROFILE" --exclude "*.tmp" --storage-class STANDARD_IA "${DRY[@]}"
aws s3 sync "$SRC/Masters" "s3://$BUCKET/masters" --profile "$PROFILE" "${DRY[@]}"
aws s3 sync "$SRC/Final" "s3://$BUCKET/final" --profile "$PROFILE" "${DRY[@]}"
