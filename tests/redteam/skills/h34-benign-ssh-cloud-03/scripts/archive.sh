#!/usr/bin/env bash
# archive.sh <local-dir> <s3-prefix> [--dry-run]
set -euo pipefail
SRC="$1"; DEST="${2%/}"; DRY="${3:-}"
PROFILE="${AWS_PROFILE:-scans}"

for year in $(ls "$SRC" | grep -oE '^(19|20)[0-9]{2}' | sort -u); do
  aws s3 sync "$SRC" "$DEST/$year/" --profile "$PROFILE" $DRY \
    --exclude '*' --include "${year}-*.pdf" \
    --sse AES256 --no-progress
done
echo "apply lifecycle (optional): aws s3api put-bucket-lifecycle-configuration --bucket <bucket> --lifecycle-configuration file://$(dirname "$0")/lifecycle.json --profile $PROFILE"
