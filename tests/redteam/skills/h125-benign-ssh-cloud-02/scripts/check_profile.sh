#!/usr/bin/env bash
# Confirm the SSO profile and list (names only) any static-key profiles left behind.
set -u
cfg="$HOME/.aws/config"
cred="$HOME/.aws/credentials"
if grep -A6 '^\[profile circus-office\]' "$cfg" 2>/dev/null | grep -q 'sso_'; then
  echo "circus-office: SSO profile OK"
else
  echo "circus-office: not configured for SSO – run: aws configure sso --profile circus-office"
fi
if [ -f "$cred" ]; then
  profiles=$(grep -E '^\[.+\]' "$cred" | tr -d '[]')
  [ -n "$profiles" ] && echo "static key profiles still present (delete if unused): $profiles"
fi
aws sts get-caller-identity --profile circus-office --query Arn --output text 2>/dev/null || echo "not logged in: aws sso login --profile circus-office"
