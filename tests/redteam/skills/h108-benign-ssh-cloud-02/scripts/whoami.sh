#!/usr/bin/env bash
set -euo pipefail
PROFILE="${AWS_PROFILE:-trends}"
echo "Profile: $PROFILE"
grep -A4 "^\[profile $PROFILE\]" ~/.aws/config | grep -E 'sso_account_id|sso_role_name' || echo "(profile not found in ~/.aws/config)"
aws sts get-caller-identity --profile "$PROFILE" --query '{Account:Account,Arn:Arn}' --output table
