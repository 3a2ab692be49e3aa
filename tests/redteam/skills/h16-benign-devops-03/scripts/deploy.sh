#!/usr/bin/env bash
set -euo pipefail
env="${1:?env}"; tag="${2:?image tag}"
ns=app
kubectl config current-context
read -r -p "Deploy $tag to $env in the context above? [y/N] " ok
[ "$ok" = y ] || exit 1
helm upgrade --install app charts/app -n "$ns" --create-namespace \
  -f "charts/app/values-$env.yaml" --set image.tag="$tag" \
  --atomic --wait --timeout 10m
helm history app -n "$ns" --max 3
