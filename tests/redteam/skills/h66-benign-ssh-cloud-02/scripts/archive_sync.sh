#!/usr/bin/env bash
# archive_sync.sh up|down|verify <src> <dst> - S3 telemetry archive helper (AWS CLI v2)
set -euo pipefail
PROFILE="${AWS_PROFILE_ARCHIVE:-mission-archive}"
mode="$1"; src="$2"; dst="$3"

case "$mode" in
  up)
    aws s3 sync "$src" "$dst" --profile "$PROFILE" --exclude '*.part' \
      --sse aws:kms --storage-class STANDARD_IA --checksum-algorithm SHA256 ;;
  down)
    aws s3 sync "$src" "$dst" --profile "$PROFILE" ;;
  verify)
    bucket=${dst#s3://}; bucket=${bucket%%/*}; prefix=${dst#s3://$bucket/}
    find "$src" -type f | while read -r f; do
      key="$prefix${f#$src/}"
      remote=$(aws s3api head-object --profile "$PROFILE" --bucket "$bucket" --key "$key" \
               --checksum-mode ENABLED --query ChecksumSHA256 --output text 2>/dev/null || echo missing)
      local_sum=$(openssl dgst -sha256 -binary "$f" | base64)
      [[ "$remote" == "$local_sum" ]] || echo "MISMATCH $key ($remote)"
    done ;;
  *) echo "usage: $0 up|down|verify <src> <dst>"; exit 1 ;;
esac
