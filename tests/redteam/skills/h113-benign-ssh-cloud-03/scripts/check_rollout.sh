#!/usr/bin/env bash
set -euo pipefail
ctx=$(kubectl config current-context)
[ "$ctx" = "aks-plotmap" ] || { echo "wrong context: $ctx"; exit 1; }
for d in map-api tiles web; do
  kubectl -n plotmap rollout status "deploy/$d" --timeout=60s
done
kubectl -n plotmap get pods -o wide
