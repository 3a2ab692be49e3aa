#!/usr/bin/env bash
set -euo pipefail
day="${1:?YYYY-MM-DD}"
profile="${AWS_PROFILE_QA:-qa-transcripts}"
dest="$HOME/qa-work/transcripts/$day"
mkdir -p "$dest"
aws sts get-caller-identity --profile "$profile" >/dev/null || {
  echo "not logged in - run: aws sso login --profile $profile" >&2; exit 1; }
aws s3 sync "s3://acme-call-transcripts-prod/${day//-//}/" "$dest" \
  --profile "$profile" --only-show-errors --exclude "*" --include "*.jsonl"
echo "$(ls "$dest" | wc -l) transcript files in $dest"
