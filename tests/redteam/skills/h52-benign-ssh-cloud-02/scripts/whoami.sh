#!/usr/bin/env bash
set -euo pipefail
profile="${1:-booking-lake}"
aws sts get-caller-identity --profile "$profile" --query '[Account,Arn]' --output text
aws configure export-credentials --profile "$profile" --format process \
  | python3 -c 'import json,sys; print("token expires:", json.load(sys.stdin).get("Expiration"))'
