#!/usr/bin/env bash
set -euo pipefail
PROFILE=""; BUCKET=""; DRY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) PROFILE="$2"; shift 2 ;;
    --bucket) BUCKET="$2"; shift 2 ;;
    --dry-run) DRY="--dryrun"; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
: "${PROFILE:?--profile required}" "${BUCKET:?--bucket required}"
aws s3 sync "$HOME/Records/Photos" "s3://$BUCKET/hive-photos/" \
  --profile "$PROFILE" --exclude "*.tmp" --storage-class STANDARD_IA $DRY
