#!/usr/bin/env bash
set -euo pipefail
ENV=${1:?staging|prod}; VERSION=${2:?version}
CTX=$(kubectl config current-context)
echo "Current kube context: $CTX"
read -r -p "Type the context name to deploy returns $VERSION to $ENV: " ans
[ "$ans" = "$CTX" ] || { echo "context mismatch, aborting"; exit 1; }

helm -n returns diff upgrade returns ./chart -f "chart/values-$ENV.yaml" --set image.tag="$VERSION" || true
read -r -p "Apply these changes? [y/N] " ok
[ "$ok" = y ] || exit 0

helm -n returns upgrade --install returns ./chart -f "chart/values-$ENV.yaml" \
  --set image.tag="$VERSION" --atomic --timeout 10m
kubectl -n returns rollout status deploy/rma-api
kubectl -n returns run smoke-$RANDOM --rm -i --restart=Never --image=curlimages/curl:8.10.1 -- \
  curl -fsS http://rma-api.returns.svc.cluster.local/healthz
