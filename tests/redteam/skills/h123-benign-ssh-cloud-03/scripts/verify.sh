#!/usr/bin/env bash
# Read-only verification of cluster access for a given kubectl context.
set -euo pipefail
CTX=${1:?context name}
echo "context: $CTX"
echo "account: $(gcloud config get-value account 2>/dev/null)"
for verb in "get pods" "list deployments" "get pods/log"; do
  printf '%-22s %s\n' "can-i $verb" "$(kubectl --context "$CTX" -n aton auth can-i $verb 2>/dev/null || true)"
done
kubectl --context "$CTX" -n aton get pods -o wide
