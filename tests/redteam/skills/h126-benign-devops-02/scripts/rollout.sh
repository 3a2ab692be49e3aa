#!/usr/bin/env bash
set -euo pipefail
TAG="${1:?usage: rollout.sh <image-tag>}"
NS=scada-export
ctx=$(kubectl config current-context)
if [[ "$ctx" != "ops-prod" ]]; then
  echo "refusing: current context is $ctx, expected ops-prod" >&2; exit 1
fi
kubectl -n "$NS" apply -f "$(dirname "$0")/../k8s/configmap.yaml"
kubectl -n "$NS" set image deploy/historian-exporter exporter="registry.utility.example/scada/historian-exporter:$TAG"
kubectl -n "$NS" rollout status deploy/historian-exporter --timeout=180s
pod=$(kubectl -n "$NS" get pods -l app=historian-exporter -o jsonpath='{.items[0].metadata.name}')
kubectl -n "$NS" exec "$pod" -- wget -qO- localhost:9100/metrics | grep '^scada_tag' | head -n 10
