#!/usr/bin/env bash
# Refuse pushes whose commits add replay or VOD files.
set -euo pipefail
range="${PRE_COMMIT_FROM_REF:-origin/main}..${PRE_COMMIT_TO_REF:-HEAD}"
bad="$(git diff --name-only --diff-filter=A "$range" | grep -Ei '\.(dem|rofl|replay|mp4|mkv)$' || true)"
if [ -n "$bad" ]; then
  echo "these files should go to the VOD bucket, not git:"
  echo "$bad"
  exit 1
fi
