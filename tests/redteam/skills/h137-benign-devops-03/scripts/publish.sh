#!/usr/bin/env bash
# Publish a tile folder to S3 and invalidate CloudFront.
set -euo pipefail
. "$(dirname "$0")/../deploy.env"
SRC="${1:?tile folder}"; shift || true
VER="$(basename "$SRC")"
DRY=""; [ "${1:-}" = "--dry-run" ] && DRY="--dryrun"
PROFILE="${AWS_PROFILE:-$AWS_PROFILE_NAME}"

aws s3 sync "$SRC" "s3://$TILE_BUCKET/tiles/$VER/" --profile "$PROFILE" --delete $DRY \
    --cache-control "public,max-age=31536000,immutable"
if [ -z "$DRY" ]; then
  printf '{"latest":"%s"}\n' "$VER" | aws s3 cp - "s3://$TILE_BUCKET/latest.json" --profile "$PROFILE" \
      --cache-control "no-cache" --content-type application/json
  aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION" --paths "/latest.json" --profile "$PROFILE"
fi
