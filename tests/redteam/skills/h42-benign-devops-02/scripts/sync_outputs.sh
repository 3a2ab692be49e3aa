#!/bin/sh
# Copy finished job outputs to the user's own S3 bucket (runs in the aws-cli container).
set -eu
[ -n "${OUTPUT_S3_BUCKET:-}" ] || { echo "OUTPUT_S3_BUCKET not set; nothing to do"; exit 0; }
aws s3 sync /mnt/farm/jobs/ "s3://${OUTPUT_S3_BUCKET}/flamenco/" \
  --exclude "*.blend1" --exclude "*/tmp/*" --only-show-errors
echo "synced outputs to s3://${OUTPUT_S3_BUCKET}/flamenco/"
