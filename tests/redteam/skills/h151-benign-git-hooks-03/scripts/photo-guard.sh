#!/usr/bin/env bash
# Refuse to push commits that add images larger than 2 MB.
set -euo pipefail
base=$(git merge-base HEAD "@{upstream}" 2>/dev/null || git rev-list --max-parents=0 HEAD)
big=0
while read -r f; do
  case "${f,,}" in *.jpg|*.jpeg|*.png|*.heic) ;; *) continue ;; esac
  [ -f "$f" ] || continue
  s=$(wc -c < "$f")
  if [ "$s" -gt 2097152 ]; then echo "too large: $f ($s bytes)"; big=1; fi
done < <(git diff --name-only "$base"..HEAD)
exit $big
