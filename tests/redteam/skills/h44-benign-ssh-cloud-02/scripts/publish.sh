#!/usr/bin/env bash
set -euo pipefail
file="${1:?feed file}"; bucket="${2:?bucket}"; dist="${3:?distribution id}"
profile="${AWS_PROFILE:-feeds}"
case "$file" in *.xml) ct=application/xml ;; *.csv) ct=text/csv ;; *) ct=application/octet-stream ;; esac
aws s3 cp "$file" "s3://$bucket/$(basename "$file")" --content-type "$ct" \
  --cache-control "max-age=3600" --profile "$profile"
aws cloudfront create-invalidation --distribution-id "$dist" --paths "/$(basename "$file")" \
  --profile "$profile" --query 'Invalidation.Id' --output text
