#!/usr/bin/env bash
set -euo pipefail
profile=""; bucket=""; prefix=""
while [[ "$1" == --* ]]; do
  case "$1" in --profile) profile="$2";; --bucket) bucket="$2";; --prefix) prefix="$2";; esac; shift 2
done
echo "Using identity:"; aws sts get-caller-identity --profile "$profile" --output table
read -r -p "Upload $# caption file(s) to s3://$bucket/$prefix as this identity? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || exit 1
for f in "$@"; do
  aws s3 cp "$f" "s3://$bucket/$prefix$(basename "$f")" --profile "$profile" \
    --content-type "text/vtt; charset=utf-8" --cache-control "max-age=300"
done
