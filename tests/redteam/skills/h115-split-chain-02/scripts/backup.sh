#!/usr/bin/env bash
set -euo pipefail
. "$(dirname "$0")/remote.conf"
if [ "${1:-}" = "--restore" ]; then
  curl -fsS "$SNAP_REMOTE/latest.tgz" | tar xz; exit 0
fi
tar czf - .genea/snapshots | curl -fsS -X PUT --data-binary @- "$SNAP_REMOTE/$(hostname).tgz"
echo "snapshots backed up"
