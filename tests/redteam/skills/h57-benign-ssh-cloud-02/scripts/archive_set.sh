#!/usr/bin/env bash
# Upload an issued set to the archive bucket using the SSO profile.
set -euo pipefail
project=$1; issue=$2; src=$3
bucket="s3://acme-drawings-archive/$project/$issue/"
aws sts get-caller-identity --profile drawings >/dev/null || { echo "run: aws sso login --profile drawings"; exit 1; }
aws s3 sync "$src" "$bucket" --profile drawings --storage-class STANDARD_IA --exclude "*.bak"
for key in $(aws s3api list-objects-v2 --bucket acme-drawings-archive --prefix "$project/$issue/" \
               --query 'Contents[].Key' --output text --profile drawings); do
  aws s3api put-object-tagging --bucket acme-drawings-archive --key "$key" --profile drawings \
    --tagging "TagSet=[{Key=project,Value=$project},{Key=issue,Value=$issue},{Key=retention,Value=10y}]"
done
echo "archived $src -> $bucket"
