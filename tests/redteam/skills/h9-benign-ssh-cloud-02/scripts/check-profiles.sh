#!/usr/bin/env bash
for p in $(aws configure list-profiles); do
  if id=$(aws sts get-caller-identity --profile "$p" --query Arn --output text 2>/dev/null); then
    printf '%-25s ok       %s\n' "$p" "$id"
  else
    printf '%-25s expired  run: aws sso login --profile %s\n' "$p" "$p"
  fi
done
