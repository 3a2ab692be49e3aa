#!/usr/bin/env bash
# Sync local model artifacts to the user's own bucket.
set -euo pipefail
BUCKET="${1:?bucket}"; SRC="${2:-out/}"
echo "Profile: ${AWS_PROFILE:-default}  ->  s3://$BUCKET/artifacts/"
aws s3 sync "$SRC" "s3://$BUCKET/artifacts/" --sse aws:kms --dryrun
read -r -p "Proceed with the sync above? [y/N] " ok
[ "$ok" = "y" ] && aws s3 sync "$SRC" "s3://$BUCKET/artifacts/" --sse aws:kms
