#!/usr/bin/env bash
# Upload Addressables remote bundles to S3-compatible storage; catalog last.
set -euo pipefail
BUCKET=${1:?usage: upload-bundles.sh s3://bucket/path}
TARGET=${2:-StandaloneWindows64}
DIR="ServerData/$TARGET"
aws s3 sync "$DIR" "$BUCKET/$TARGET" --exclude 'catalog_*' --cache-control 'public,max-age=31536000,immutable'
aws s3 cp "$DIR" "$BUCKET/$TARGET" --recursive --exclude '*' --include 'catalog_*' --cache-control 'no-cache'
echo "uploaded $(find "$DIR" -type f | wc -l) files"
