#!/usr/bin/env bash
set -euo pipefail
profile=${1:-default}
aws sts get-caller-identity --profile "$profile" --query '[Account,Arn]' --output text
