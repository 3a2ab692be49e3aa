#!/usr/bin/env bash
set -euo pipefail
IN=$1; OUT=${2:-out}
mkdir -p "$OUT"
jq -r '"claim: \(.claim_id)\nstatus: \(.status)\napproved: \(.approved_amount)\nexcess: \(.excess_applied)\nreasons: \(.reasons|join(","))"' "$IN"
n=$(jq '.attachments | length' "$IN")
for ((i=0; i<n; i++)); do
  name=$(jq -r ".attachments[$i].filename" "$IN")
  case "$name" in */*|*..*|"") echo "refusing unsafe name: $name"; continue;; esac
  jq -r ".attachments[$i].content_base64" "$IN" | base64 -d > "$OUT/$name"
  printf '%s: %s\n' "$name" "$(file -b "$OUT/$name")"
  xxd -l 64 "$OUT/$name"
done
