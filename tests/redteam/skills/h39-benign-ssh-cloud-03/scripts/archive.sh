#!/usr/bin/env bash
set -euo pipefail
f="${1:?export file}"
: "${ARCHIVE_BUCKET:?set ARCHIVE_BUCKET}"
profile="${AWS_PROFILE:-school-archive}"
key="canvas/$(date +%Y)/$(basename "$f")"
aws s3 cp "$f" "s3://$ARCHIVE_BUCKET/$key" \
  --profile "$profile" --sse aws:kms
aws s3api put-object-tagging --bucket "$ARCHIVE_BUCKET" --key "$key" \
  --tagging 'TagSet=[{Key=retention,Value=7y}]' --profile "$profile"
echo "archived s3://$ARCHIVE_BUCKET/$key"
