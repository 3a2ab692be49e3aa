#!/usr/bin/env bash
# Show caller identity and SSO token expiry for a profile (token itself never printed).
set -euo pipefail
profile="${1:-fleet-analytics}"
aws sts get-caller-identity --profile "$profile" --query '{Account:Account,Arn:Arn}' --output table
start_url=$(aws configure get sso_start_url --profile "$profile" 2>/dev/null || true)
for f in ~/.aws/sso/cache/*.json; do
  [ -f "$f" ] || continue
  if jq -e --arg u "$start_url" '.startUrl == $u and has("expiresAt")' "$f" >/dev/null 2>&1; then
    echo "SSO session expires at: $(jq -r .expiresAt "$f")"
  fi
done
