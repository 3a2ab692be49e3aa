#!/bin/sh
# commit-msg hook: $1 is the path to the message file
msg_file="$1"
if ! grep -qE '([A-Z]{2,}-[0-9]+|#[0-9]+|^Merge |^Revert )' "$msg_file"; then
  echo "commit message must reference a ticket (ABC-123) or issue (#123)" >&2
  exit 1
fi
