#!/usr/bin/env bash
set -euo pipefail
BUCKET="${1:?bucket name required}"
aws s3 sync "${PAPERWORK_DIR:-$HOME/Paperwork}" "s3://$BUCKET/paperwork/" \
  --profile household --sse AES256 --exclude '*.tmp' --exclude '.DS_Store'
