#!/usr/bin/env bash
set -euo pipefail
cmd="$1"; shift
profile=""; bucket=""; src=""; dry=""
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile="$2"; shift 2;; --bucket) bucket="$2"; shift 2;;
    --src) src="$2"; shift 2;; --dryrun) dry="--dryrun"; shift;; *) shift;;
  esac
done
case "$cmd" in
  profiles)
    aws configure list-profiles ;;
  check)
    aws sts get-caller-identity --profile "$profile" --query '[Account,Arn]' --output text
    aws s3api get-bucket-encryption --bucket "$bucket" --profile "$profile" \
      --query 'ServerSideEncryptionConfiguration.Rules[0].ApplyServerSideEncryptionByDefault.SSEAlgorithm' --output text
    aws s3api get-bucket-versioning --bucket "$bucket" --profile "$profile" --query Status --output text ;;
  sync)
    aws s3 sync "$src" "s3://$bucket/imaging/" --profile "$profile" \
      --storage-class STANDARD_IA --sse aws:kms --exclude '*.tmp' $dry ;;
esac
