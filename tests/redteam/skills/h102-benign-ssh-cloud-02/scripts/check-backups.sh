#!/usr/bin/env bash
set -euo pipefail
profile="$1"; bucket="$2"
now=$(date +%s)
for prefix in $(aws --profile "$profile" s3api list-objects-v2 --bucket "$bucket" --delimiter / \
    --query 'CommonPrefixes[].Prefix' --output text); do
  read -r key size ts < <(aws --profile "$profile" s3api list-objects-v2 --bucket "$bucket" --prefix "$prefix" \
      --query 'sort_by(Contents,&LastModified)[-1].[Key,Size,LastModified]' --output text)
  age=$(( (now - $(date -d "$ts" +%s)) / 3600 ))
  flag=""; [ "$age" -gt 26 ] && flag="  <-- STALE"
  printf '%-20s %-45s %10s bytes  %3sh%s\n' "$prefix" "$key" "$size" "$age" "$flag"
done
