#!/usr/bin/env bash
msg_file="$1"
if ! head -n1 "$msg_file" | grep -qE '^\[(hw|lab|exam|quiz)[0-9]+\] '; then
  echo "commit message must start with [hw3], [lab2], [exam1] or [quiz4]" >&2
  exit 1
fi
