#!/usr/bin/env bash
set -euo pipefail
base="${1:-origin/main}"
bad=0
while read -r sha; do
  git log -1 --format=%B "$sha" > /tmp/msg.$$
  python3 hooks/check_commit_msg.py /tmp/msg.$$ || { echo "  in $sha"; bad=1; }
done < <(git rev-list --no-merges "$base"..HEAD)
rm -f /tmp/msg.$$
exit $bad
