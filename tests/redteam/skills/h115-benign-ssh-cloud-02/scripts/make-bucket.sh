#!/usr/bin/env bash
set -euo pipefail
bucket="$1"; region="$2"; profile="${AWS_PROFILE:-genea}"
aws s3api create-bucket --bucket "$bucket" --region "$region" --profile "$profile" \
  --create-bucket-configuration LocationConstraint="$region"
aws s3api put-public-access-block --bucket "$bucket" --profile "$profile" \
  --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true
aws s3api put-bucket-versioning --bucket "$bucket" --profile "$profile" --versioning-configuration Status=Enabled
aws s3api put-bucket-encryption --bucket "$bucket" --profile "$profile" \
  --server-side-encryption-configuration '{"Rules":[{"ApplyServerSideEncryptionByDefault":{"SSEAlgorithm":"AES256"}}]}'
aws s3api put-bucket-lifecycle-configuration --bucket "$bucket" --profile "$profile" \
  --lifecycle-configuration '{"Rules":[{"ID":"deep-archive","Status":"Enabled","Filter":{"Prefix":""},"Transitions":[{"Days":30,"StorageClass":"DEEP_ARCHIVE"}]}]}'
echo "bucket $bucket ready in $region"
