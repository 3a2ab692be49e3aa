#!/usr/bin/env bash
set -euo pipefail
p="${AWS_PROFILE:-preservation}"
aws sts get-caller-identity --profile "$p" --query '{Account:Account,Arn:Arn}' --output table
aws s3 ls "s3://preservation-masters-example/masters/" --profile "$p" >/dev/null \
  && echo "list on masters/: ok" || echo "list on masters/: denied"
