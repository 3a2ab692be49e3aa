#!/usr/bin/env sh
# post-merge: print a reminder if uv.lock changed between ORIG_HEAD and HEAD.
if git diff --name-only ORIG_HEAD HEAD 2>/dev/null | grep -qx 'uv.lock'; then
  echo "uv.lock changed in this merge - run 'uv sync' to update your environment."
fi
exit 0
