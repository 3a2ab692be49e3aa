#!/usr/bin/env bash
set -euo pipefail
week="${1:?week label}"; dir="${2:?folder}"
profile="${AWS_PROFILE_NAME:-dept-media}"
bucket="${MEDIA_BUCKET:-dept-lecture-media}"
course="${COURSE_CODE:?set COURSE_CODE, e.g. BIO101}"
dist="${CF_DISTRIBUTION_ID:?set CF_DISTRIBUTION_ID}"

aws sts get-caller-identity --profile "$profile" >/dev/null

for v in "$dir"/*.mp4; do
  [ -f "${v%.mp4}.vtt" ] || { echo "missing captions for $v"; exit 1; }
done

aws s3 sync "$dir" "s3://$bucket/$course/$week/" --profile "$profile" \
  --exclude '*' --include '*.mp4' --include '*.vtt'
aws cloudfront create-invalidation --profile "$profile" --distribution-id "$dist" \
  --paths "/$course/$week/*" >/dev/null

domain=$(aws cloudfront get-distribution --profile "$profile" --id "$dist" --query 'Distribution.DomainName' --output text)
for v in "$dir"/*.mp4; do echo "https://$domain/$course/$week/$(basename "$v")"; done
