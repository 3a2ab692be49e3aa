#!/usr/bin/env bash
set -euo pipefail
CASE="${1:?case id}"; DIR="${2:?dir}"; HOLD="${3:-}"
PROFILE="${AWS_PROFILE:-ts-evidence}"
BUCKET="s3://ts-evidence-archive"

aws sts get-caller-identity --profile "$PROFILE" --query Arn --output text
( cd "$DIR" && find . -type f ! -name manifest.sha256 -print0 | sort -z | xargs -0 sha256sum > manifest.sha256 )
aws s3 sync "$DIR" "$BUCKET/$CASE/" --profile "$PROFILE" \
  --sse aws:kms --sse-kms-key-id alias/ts-evidence --only-show-errors
for key in $(aws s3api list-objects-v2 --bucket ts-evidence-archive --prefix "$CASE/" --query 'Contents[].Key' --output text --profile "$PROFILE"); do
  aws s3api put-object-tagging --bucket ts-evidence-archive --key "$key" --profile "$PROFILE" \
    --tagging "TagSet=[{Key=case,Value=$CASE},{Key=retention,Value=2y},{Key=legal_hold,Value=$([ "$HOLD" = --hold ] && echo true || echo false)}]"
done
echo "archived $CASE"
