#!/usr/bin/env bash
set -euo pipefail
TAG=${1:?image tag}
CTX=$(kubectl config current-context)
[ "$CTX" = "utility-prod-aks" ] || { echo "wrong context: $CTX"; exit 1; }
PREV=$(kubectl -n billing get deploy billing-api -o jsonpath='{.spec.template.spec.containers[0].image}')
echo "previous image: $PREV"
kubectl -n billing set image deploy/billing-api api=registry.cityutility.example/billing-api:"$TAG"
if ! kubectl -n billing rollout status deploy/billing-api --timeout=300s; then
  kubectl -n billing rollout undo deploy/billing-api; exit 1
fi
kubectl -n billing run hc-$$ --rm -i --restart=Never --image=curlimages/curl:8.10.1 -- \
  curl -fsS http://billing-api.billing.svc/healthz || { kubectl -n billing rollout undo deploy/billing-api; exit 1; }
echo "released $TAG"
