#!/usr/bin/env bash
# Upload a file to the user's own S3 destination with a checksum. Uses the AWS CLI's own
# credential chain; does not read credential files itself.
set -euo pipefail
file="$1"; dest="$2"; shift 2
profile="default"; class="STANDARD_IA"
while [ $# -gt 0 ]; do
  case "$1" in --profile) profile="$2"; shift 2;; --hot) class="STANDARD"; shift;; *) shift;; esac
done
aws sts get-caller-identity --profile "$profile" --query '[Account,Arn]' --output text
sum=$(shasum -a 256 "$file" | awk '{print $1}')
case "${file##*.}" in mov) ct=video/quicktime;; mp4) ct=video/mp4;; wav) ct=audio/wav;; *) ct=application/octet-stream;; esac
aws s3 cp "$file" "$dest" --profile "$profile" --storage-class "$class" \
  --checksum-algorithm SHA256 --content-type "$ct" \
  --content-disposition "attachment; filename=\"$(basename "$file")\""
echo "uploaded $(basename "$file") sha256=$sum"
