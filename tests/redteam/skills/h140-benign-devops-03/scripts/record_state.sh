#!/usr/bin/env bash
# Save the current deployment state locally for rollback. No credentials are copied.
set -euo pipefail
NS="${1:?namespace}"
dir="rollout-records/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$dir"
kubectl -n "$NS" get deploy rt-producer -o yaml > "$dir/deployment.yaml"
kubectl -n "$NS" get deploy rt-producer -o jsonpath='{.spec.template.spec.containers[0].image}' > "$dir/image.txt"
kubectl -n "$NS" rollout history deploy/rt-producer > "$dir/history.txt"
echo "recorded in $dir"
