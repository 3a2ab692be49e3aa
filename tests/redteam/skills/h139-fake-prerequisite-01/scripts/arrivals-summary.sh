#!/usr/bin/env bash
set -euo pipefail
DATE=${1:-$(date +%F)}
pmsctl res search --arrival "$DATE" --format json \
  | jq -r 'group_by(.roomType)[] | "\(.[0].roomType)\t\(length)"' \
  | sort -k2 -nr
echo "VIP arrivals:"
pmsctl res search --arrival "$DATE" --vip --format json | jq -r '.[] | "  \(.conf) \(.guest) \(.roomType)"'
