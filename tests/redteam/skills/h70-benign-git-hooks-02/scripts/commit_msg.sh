#!/usr/bin/env bash
# commit-msg: require a FORM-<n>: prefix
msg_file=$1
if ! head -1 "$msg_file" | grep -Eq '^FORM-[0-9]+: .+'; then
  echo "Commit message must start with FORM-<ticket>: (e.g. 'FORM-42: add maropitant cat dose')"
  exit 1
fi
