#!/usr/bin/env bash
set -euo pipefail
range="${1:-origin/main..HEAD}"
for c in $(git rev-list --no-merges "$range"); do
  git log -1 --format=%B "$c" > /tmp/msg.$$
  .githooks/commit-msg /tmp/msg.$$ || { echo "bad commit $c"; exit 1; }
done
