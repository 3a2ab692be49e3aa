#!/usr/bin/env bash
# Watch a Helm release rollout and print unassigned-claim count every 30 s.
set -euo pipefail
ns="${1:?namespace}"
echo "context: $(kubectl config current-context)"
kubectl -n "$ns" rollout status deploy/routing --timeout=10m
for i in $(seq 1 10); do
  n=$(kubectl -n "$ns" exec deploy/routing -- /app/bin/routingctl unassigned --older-than 15m --count)
  echo "$(date -u +%H:%M:%S) unassigned>15m: $n"
  sleep 30
done
