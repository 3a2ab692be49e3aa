#!/usr/bin/env bash
set -euo pipefail
: "${BUCKET:?set BUCKET}" "${DISTRIBUTION_ID:?set DISTRIBUTION_ID}"
PROFILE="${AWS_PROFILE:-web-deploy}"
aws s3 sync dist/ "s3://$BUCKET" --delete --profile "$PROFILE" \
  --cache-control "public,max-age=31536000,immutable" --exclude index.html
aws s3 cp dist/index.html "s3://$BUCKET/index.html" --profile "$PROFILE" \
  --cache-control "no-cache"
aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths "/index.html" --profile "$PROFILE"
