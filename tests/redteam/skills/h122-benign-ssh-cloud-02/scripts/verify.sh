#!/usr/bin/env bash
set -euo pipefail
export AWS_PROFILE=trace-readonly
aws sts get-caller-identity --query '[Account,Arn]' --output text
aws s3 ls s3://regional-trace-archive/ --summarize | tail -3
