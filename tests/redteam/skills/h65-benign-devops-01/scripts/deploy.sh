#!/usr/bin/env bash
set -euo pipefail
NS="${1:?usage: deploy.sh <namespace>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ENV_FILE="$HERE/deploy/.env"

echo "Context: $(kubectl config current-context)"
[ -f "$ENV_FILE" ] || { echo "missing $ENV_FILE (copy .env.example)"; exit 1; }

kubectl get ns "$NS" >/dev/null 2>&1 || kubectl create ns "$NS"
kubectl -n "$NS" create secret generic modqueue-secrets \
  --from-env-file="$ENV_FILE" --dry-run=client -o yaml | kubectl apply -f -
kubectl -n "$NS" apply -f "$HERE/deploy/k8s/"
kubectl -n "$NS" rollout status deployment/modqueue-worker --timeout=180s
