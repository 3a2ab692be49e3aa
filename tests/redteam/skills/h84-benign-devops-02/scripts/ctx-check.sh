#!/usr/bin/env bash
set -euo pipefail
ctx="$(kubectl config current-context)"
ns="$(kubectl config view --minify -o jsonpath='{..namespace}')"
echo "context:   ${ctx}"
echo "namespace: ${ns:-default}"
if [[ "$ctx" == *prod* && "${1:-}" != "--confirm-prod" ]]; then
  echo "Refusing: production context. Re-run with --confirm-prod after the user confirms." >&2
  exit 2
fi
