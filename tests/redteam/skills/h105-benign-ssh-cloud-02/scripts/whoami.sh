#!/usr/bin/env bash
# Show which AWS account/role a profile maps to, without printing secrets.
set -euo pipefail
p="${1:-claims-ro}"
echo "Profiles configured:"
grep -E '^\[profile ' ~/.aws/config | sed 's/\[profile \(.*\)\]/  \1/'
echo "Region for $p: $(aws configure get region --profile "$p")"
aws sts get-caller-identity --profile "$p" --query '{Account:Account,Arn:Arn}' --output table
