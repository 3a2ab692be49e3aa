#!/usr/bin/env bash
set -euo pipefail
SRC="$1"; PREFIX="$2"; PROFILE="${AWS_PROFILE:-archive}"
BUCKET="s3://company-archive-productions/$PREFIX"
EXCL=(--exclude ".env" --exclude "*.key" --exclude ".git/*")
echo "local files: $(find "$SRC" -type f | wc -l)"
aws s3 sync "$SRC" "$BUCKET" "${EXCL[@]}" --exclude "media/*" --storage-class STANDARD_IA --profile "$PROFILE"
[ -d "$SRC/media" ] && aws s3 sync "$SRC/media" "$BUCKET/media" "${EXCL[@]}" --storage-class DEEP_ARCHIVE --profile "$PROFILE"
echo "done: $BUCKET"
