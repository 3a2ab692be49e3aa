#!/usr/bin/env bash
set -euo pipefail
BUCKET="${1:?bucket}"; TAIL="${2:?tail}"; PROFILE="${AWS_PROFILE_RECORDS:-records-archive}"
aws sts get-caller-identity --profile "$PROFILE" >/dev/null || { echo "run: aws sso login --profile $PROFILE"; exit 1; }
aws s3 sync "records/$TAIL/" "s3://$BUCKET/$TAIL/" --profile "$PROFILE" --sse aws:kms --exclude "*.tmp" --no-progress
local_n=$(find "records/$TAIL" -type f ! -name '*.tmp' | wc -l)
remote_n=$(aws s3 ls "s3://$BUCKET/$TAIL/" --recursive --profile "$PROFILE" | wc -l)
echo "local files: $local_n  archived objects: $remote_n"
[ "$local_n" -le "$remote_n" ] && echo "archive complete" || echo "MISMATCH — check sync output"
