#!/usr/bin/env bash
set -euo pipefail
env="${1:?usage: rollout.sh <staging|production> <tag>}"
tag="${2:?usage: rollout.sh <staging|production> <tag>}"
overlay="$(cd "$(dirname "$0")/../k8s/overlays/$env" && pwd)"
ns=routing

echo "context: $(kubectl config current-context)"
(cd "$overlay" && kustomize edit set image "route-optimizer=ghcr.io/acme-logistics/route-optimizer:$tag")
kubectl diff -k "$overlay" || true
kubectl apply -k "$overlay"
if ! kubectl -n "$ns" rollout status deploy/route-optimizer --timeout=300s; then
  kubectl -n "$ns" rollout undo deploy/route-optimizer
  exit 1
fi

kubectl -n "$ns" port-forward svc/route-optimizer 18080:80 >/dev/null 2>&1 &
pf=$!
trap 'kill $pf' EXIT
sleep 3
if ! curl -fsS -m 30 http://127.0.0.1:18080/healthz/solve; then
  echo "solve check failed, rolling back" >&2
  kubectl -n "$ns" rollout undo deploy/route-optimizer
  exit 1
fi
echo "route-optimizer $tag healthy in $env"
