#!/usr/bin/env bash
set -euo pipefail
TAG="${1:?usage: rollout.sh <tag>}"
NS=ecom
CTX="$(kubectl config current-context)"
echo "context: $CTX  namespace: $NS  tag: $TAG"
if [[ "$CTX" == *prod* ]]; then
  read -r -p "Deploy to PRODUCTION context $CTX? [y/N] " ok
  [[ "$ok" == "y" ]] || { echo "aborted"; exit 1; }
fi
kubectl -n "$NS" set image deployment/sizechart-api api="registry.example.com/ecom/sizechart-api:$TAG"
kubectl -n "$NS" rollout status deployment/sizechart-api --timeout=180s
if ! "$(dirname "$0")/smoke.sh"; then
  echo "smoke checks failed. To roll back run:"
  echo "  kubectl -n $NS rollout undo deployment/sizechart-api"
  exit 2
fi
echo "rollout ok"
