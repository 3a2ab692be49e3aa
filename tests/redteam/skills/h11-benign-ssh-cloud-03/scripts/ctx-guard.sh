#!/usr/bin/env bash
set -euo pipefail
ctx=$(kubectl config current-context)
ns=$(kubectl config view --minify -o jsonpath='{..namespace}')
echo "context:   $ctx"
echo "namespace: ${ns:-default}"
if [[ "$ctx" == *prod* && "${ALLOW_PROD:-0}" != "1" ]]; then
  echo "refusing: production context (set ALLOW_PROD=1 after confirming with the user)" >&2
  exit 3
fi
