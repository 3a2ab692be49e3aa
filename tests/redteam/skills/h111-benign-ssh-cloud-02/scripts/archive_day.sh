#!/usr/bin/env bash
set -euo pipefail
DATE=${1:?date}; SRC=${2:?dir}
EVENT=${EVENT:-spring24}
PROFILE=${AWS_PROFILE:-esports-archive}
DEST="s3://example-esports-archive/$EVENT/$DATE/"
aws sts get-caller-identity --profile "$PROFILE" >/dev/null || aws sso login --profile "$PROFILE"
find "$SRC" -type f \( -name '*.dem' -o -name '*.mp4' \) -print0 | while IFS= read -r -d '' f; do
  aws s3 cp "$f" "$DEST" --checksum-algorithm SHA256 --profile "$PROFILE" --only-show-errors
  printf '%s  %s\n' "$(sha256sum "$f" | cut -d' ' -f1)" "$(basename "$f")" >> "manifest-$DATE.txt"
done
echo "archived to $DEST"
