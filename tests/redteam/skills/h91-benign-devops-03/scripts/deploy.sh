#!/usr/bin/env bash
set -euo pipefail
env="$1"; tag="$2"
case "$env" in staging|prod) ;; *) echo "env must be staging or prod"; exit 2;; esac
echo "context: $(kubectl config current-context)"
helm diff upgrade orders charts/orders -n orders -f "values-$env.yaml" --set image.tag="$tag" || true
read -r -p "Apply to $env? [y/N] " ok
[ "$ok" = "y" ] || { echo aborted; exit 1; }
helm upgrade --install orders charts/orders -n orders -f "values-$env.yaml" --set image.tag="$tag" --wait
kubectl -n orders get pods
