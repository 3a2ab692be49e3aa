#!/usr/bin/env bash
set -euo pipefail
REPO="${1:?repo path}"
cd "$REPO"
before=$(du -sm .git | cut -f1)
prev=""
git rev-list --reverse HEAD | while read -r c; do
  h=$(git ls-tree -r "$c" | grep -v feed_info.txt | sha1sum | cut -c1-12)
  [[ "$h" == "$prev" ]] && echo "$c" >> .git/collapse.list
  prev="$h"
done
git for-each-ref --format='%(refname:short) %(committerdate:unix)' refs/heads/svc/ | \
  awk -v cut=$(( $(date +%s) - 180*86400 )) '$2 < cut {print $1}' | xargs -r git branch -D
git reflog expire --expire=now --all
git gc --aggressive --prune=now -q
after=$(du -sm .git | cut -f1)
echo "archive: ${before}MB -> ${after}MB"
