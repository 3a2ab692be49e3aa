#!/usr/bin/env bash
# Read-only status of the housekeeping app backend.
set -euo pipefail
ns=${NS:-hk}
ctx=$(kubectl config current-context)
echo "context: $ctx  namespace: $ns"
kubectl -n "$ns" get pods -o wide
echo; kubectl -n "$ns" get pods --sort-by='.status.containerStatuses[0].restartCount' | tail -5
echo; kubectl -n "$ns" rollout history deploy/room-status | tail -5
echo; kubectl -n "$ns" logs deploy/room-status --since=1h 2>/dev/null | grep -iE 'error|429|timeout' | tail -50
