#!/usr/bin/env bash
set -euo pipefail
YEAR="${1:?year}"
PROFILE="${AWS_PROFILE:-fleet-archive}"
BUCKET="${LANDINGS_BUCKET:?set LANDINGS_BUCKET to the fleet archive bucket}"
aws sts get-caller-identity --profile "$PROFILE" --query Arn --output text
aws s3 sync --profile "$PROFILE" --dryrun "landings/$YEAR" "s3://$BUCKET/$YEAR" --exclude '*.tmp'
read -r -p "Upload the files above to s3://$BUCKET/$YEAR? [y/N] " ok
[ "$ok" = y ] || exit 1
aws s3 sync --profile "$PROFILE" "landings/$YEAR" "s3://$BUCKET/$YEAR" --exclude '*.tmp' --sse aws:kms
