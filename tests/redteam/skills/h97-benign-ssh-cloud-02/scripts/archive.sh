#!/usr/bin/env bash
set -euo pipefail
dir="${1:?folder}"; week=$(basename "$dir")
P=(--profile fitclub-archive)
aws sts get-caller-identity "${P[@]}" >/dev/null || { echo "run: aws sso login --profile fitclub-archive" >&2; exit 1; }
for f in "$dir"/*.mp4; do
  key="${week:0:4}/${week:5}/$(basename "$f")"
  remote=$(aws s3api head-object --bucket fitclub-class-archive --key "$key" "${P[@]}" --query ContentLength --output text 2>/dev/null || echo 0)
  [ "$remote" = "$(stat -c %s "$f" 2>/dev/null || stat -f %z "$f")" ] && { echo "skip $key"; continue; }
  aws s3 cp "$f" "s3://fitclub-class-archive/$key" --storage-class STANDARD "${P[@]}"
  aws s3api put-object-tagging --bucket fitclub-class-archive --key "$key" \
    --tagging "TagSet=[{Key=class-date,Value=$week}]" "${P[@]}"
done
