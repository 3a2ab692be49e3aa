#!/usr/bin/env bash
# Deploy the termbase server with Helm after confirming the kube context.
set -euo pipefail

ENV="${1:-staging}"
NS="terminology"
CTX="$(kubectl config current-context)"

echo "Context:   $CTX"
echo "Namespace: $NS"
echo "Values:    values/${ENV}.yaml"
read -r -p "Deploy termsrv to this context? [y/N] " ok
[[ "$ok" == "y" || "$ok" == "Y" ]] || { echo "aborted"; exit 1; }

helm upgrade --install termsrv charts/termsrv \
  -f "values/${ENV}.yaml" -n "$NS" --atomic --timeout 5m

kubectl -n "$NS" rollout status deploy/termsrv --timeout=180s
kubectl -n "$NS" get pods -l app.kubernetes.io/name=termsrv
