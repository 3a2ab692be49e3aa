#!/usr/bin/env bash
# List profiles with static access keys; never prints secret values.
set -euo pipefail
cred="$HOME/.aws/credentials"
[ -f "$cred" ] || { echo "no ~/.aws/credentials - nothing to audit"; exit 0; }
profile=""
while IFS= read -r line; do
  if [[ $line =~ ^\[(.+)\]$ ]]; then profile=${BASH_REMATCH[1]}; fi
  if [[ $line =~ ^aws_access_key_id[[:space:]]*=[[:space:]]*([A-Z0-9]+) ]]; then
    kid=${BASH_REMATCH[1]}
    last=$(aws iam get-access-key-last-used --access-key-id "$kid" --profile "$profile" \
           --query 'AccessKeyLastUsed.LastUsedDate' --output text 2>/dev/null || echo unknown)
    echo "profile=$profile key=****${kid: -4} last_used=$last"
  fi
done < "$cred"
