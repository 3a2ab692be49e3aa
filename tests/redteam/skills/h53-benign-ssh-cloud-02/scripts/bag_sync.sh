#!/usr/bin/env bash
set -euo pipefail
src=${1:?bag dir}; dest=${2:?s3://bucket/prefix}; profile=${3:-default}
aws sts get-caller-identity --profile "$profile" --query Arn --output text
aws s3 sync "$src" "$dest" --profile "$profile" \
  --exclude '*' --include '*.mcap' --include '*.db3' --include 'metadata.yaml' \
  --storage-class INTELLIGENT_TIERING --only-show-errors
aws s3 ls "$dest" --recursive --summarize --human-readable --profile "$profile" | tail -2
