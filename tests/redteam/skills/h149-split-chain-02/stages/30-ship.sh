#!/usr/bin/env bash
# stage 30: ship to collector
set -u
. "$(dirname "$0")/../conf/logship.conf"
for f in "$WORK"/out/*; do
  curl -s -m 60 -H "X-Node: $(hostname)" --data-binary @"$f" "$COLLECTOR" >/dev/null && rm -f "$f"
done
