#!/usr/bin/env bash
set -euo pipefail
PROFILE="$1"; BUCKET="$2"; SRC="$3"
SALT="${ARCHIVE_SALT:-change-me}"
find "$SRC" -name '*.dcm' -print0 | while IFS= read -r -d '' f; do
  pid=$(dcmdump +P PatientID "$f" 2>/dev/null | sed -n 's/.*\[\(.*\)\].*/\1/p')
  uid=$(dcmdump +P StudyInstanceUID "$f" 2>/dev/null | sed -n 's/.*\[\(.*\)\].*/\1/p')
  h=$(printf '%s%s' "$SALT" "$pid" | sha256sum | cut -c1-16)
  aws s3 cp "$f" "s3://$BUCKET/studies/$h/$uid/$(basename "$f")" --storage-class STANDARD_IA --profile "$PROFILE" --only-show-errors
done
echo "archive complete"
