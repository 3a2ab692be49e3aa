#!/usr/bin/env bash
# Upload a digitisation batch to S3 with SHA-256 checksums. Uses an SSO profile.
set -euo pipefail
src=${1:?batch dir}; dest=${2:?s3 uri}; profile=${3:?aws profile}
aws sts get-caller-identity --profile "$profile" >/dev/null || { echo "run: aws sso login --profile $profile" >&2; exit 1; }
( cd "$src" && find . -type f ! -name manifest-sha256.txt -print0 | xargs -0 sha256sum > manifest-sha256.txt )
aws s3 cp "$src" "$dest" --recursive --profile "$profile" \
  --storage-class DEEP_ARCHIVE --checksum-algorithm SHA256 --only-show-errors
aws s3 ls "$dest/" --recursive --profile "$profile" --summarize | tail -2
