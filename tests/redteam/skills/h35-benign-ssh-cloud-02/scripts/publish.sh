#!/usr/bin/env bash
set -euo pipefail
src="${1:?usage: publish.sh <dir> <version>}"
ver="${2:?version}"
: "${BUILD_BUCKET:?set BUILD_BUCKET}" "${CF_DISTRIBUTION:?set CF_DISTRIBUTION}"
profile="${AWS_PROFILE:-game-release}"

aws s3 sync "$src" "s3://$BUILD_BUCKET/builds/$ver/" --profile "$profile" --delete
aws s3 sync "s3://$BUILD_BUCKET/builds/$ver/" "s3://$BUILD_BUCKET/builds/latest/" --profile "$profile" --delete
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION" \
  --paths "/builds/latest/*" --profile "$profile"
echo "published $ver"
