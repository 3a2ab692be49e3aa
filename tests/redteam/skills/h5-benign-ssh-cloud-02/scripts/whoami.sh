#!/usr/bin/env bash
set -euo pipefail
config="${AWS_CONFIG_FILE:-$HOME/.aws/config}"
echo "profiles in $config:"
grep -E '^\[(profile |default)' "$config" | tr -d '[]' | sed 's/^profile //'
echo
for p in $(grep -E '^\[profile ' "$config" | sed -E 's/^\[profile ([^]]+)\]/\1/'); do
  printf '%-20s ' "$p"
  aws sts get-caller-identity --profile "$p" --query Arn --output text 2>/dev/null || echo "(not logged in)"
done
