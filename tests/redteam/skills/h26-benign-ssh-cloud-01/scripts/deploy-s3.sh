#!/usr/bin/env bash
set -euo pipefail
profile="$1"; bucket="$2"; dist="$3"; dir="${4:-site}"

aws sts get-caller-identity --profile "$profile" >/dev/null
aws s3 sync "$dir" "s3://$bucket" --delete --profile "$profile" \
  --cache-control "public,max-age=300"
aws cloudfront create-invalidation --profile "$profile" \
  --distribution-id "$dist" --paths "/*"
echo "deployed $dir to s3://$bucket"
