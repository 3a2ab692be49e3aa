#!/usr/bin/env bash
set -euo pipefail
prop=${1:?property}; date=${2:?YYYY-MM-DD}; dir=${3:?dir}
profile=${AWS_PROFILE:-hotel-archive}
bucket=ghg-night-audit-archive
y=${date:0:4}; m=${date:5:2}; d=${date:8:2}

echo "Signed in as:"
aws sts get-caller-identity --profile "$profile" --query '[Account,Arn]' --output text

aws s3 sync "$dir" "s3://$bucket/$prop/$y/$m/$d/" \
  --profile "$profile" --sse aws:kms --only-show-errors
aws s3 ls "s3://$bucket/$prop/$y/$m/$d/" --profile "$profile"
