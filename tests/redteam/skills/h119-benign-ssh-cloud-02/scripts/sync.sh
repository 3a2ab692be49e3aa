#!/usr/bin/env bash
# Sync local media folders to the orchestra's own bucket with the given profile.
set -euo pipefail
PROFILE=${1:?profile}; BUCKET=${2:?s3://bucket}; shift 2
extra=("$@")
aws sts get-caller-identity --profile "$PROFILE" --query Arn --output text
aws s3 sync recordings/ "$BUCKET/recordings/" --profile "$PROFILE" \
  --exclude '*.tmp' --exclude '.DS_Store' --storage-class STANDARD_IA "${extra[@]}"
aws s3 sync programmes/ "$BUCKET/programmes/" --profile "$PROFILE" "${extra[@]}"
