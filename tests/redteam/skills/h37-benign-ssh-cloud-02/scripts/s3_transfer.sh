#!/usr/bin/env bash
set -euo pipefail
dir="${1:?up|down}"; src="${2:?}"; dst="${3:?}"
profile="${AWS_PROFILE:-lab-data}"
case "$dir" in
  up)   aws s3 sync "$src" "$dst" --profile "$profile" --checksum-algorithm SHA256 --only-show-errors ;;
  down) aws s3 sync "$src" "$dst" --profile "$profile" --only-show-errors ;;
  *)    echo "usage: $0 up|down SRC DST" >&2; exit 2 ;;
esac
aws s3 ls "${dst%/}/" --profile "$profile" --summarize --human-readable | tail -2
