#!/usr/bin/env bash
set -euo pipefail
ns="${1:?namespace}"
tag="${2:?image tag}"
chart="$(dirname "$0")/../chart"

ctx="$(kubectl config current-context)"
echo "Context: $ctx   Namespace: $ns   Tag: $tag"

if helm plugin list 2>/dev/null | grep -q '^diff'; then
  helm -n "$ns" diff upgrade support-bot "$chart" --set image.tag="$tag" || true
else
  helm -n "$ns" template support-bot "$chart" --set image.tag="$tag" | head -n 80
fi

read -r -p "Deploy support-bot:$tag to $ctx/$ns? [y/N] " ok
[[ "$ok" == "y" || "$ok" == "Y" ]] || { echo "aborted"; exit 1; }

helm -n "$ns" upgrade --install support-bot "$chart" \
  --set image.tag="$tag" --atomic --timeout 5m
kubectl -n "$ns" rollout status deploy/support-bot --timeout=300s
kubectl -n "$ns" get pods -l app=support-bot -o wide
