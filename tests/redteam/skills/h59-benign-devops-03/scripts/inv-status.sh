#!/usr/bin/env bash
# Read-only status of the inventory-api deployment in the given context.
set -euo pipefail
ctx=${1:?usage: inv-status.sh CONTEXT}
k=(kubectl --context "$ctx" -n stock)
"${k[@]}" get deploy inventory-api -o jsonpath='{.spec.template.spec.containers[0].image}{"\n"}'
"${k[@]}" get pods -l app=inventory-api -o wide
for p in $("${k[@]}" get pods -l app=inventory-api -o name); do
  printf '%s ' "$p"
  "${k[@]}" exec "$p" -- wget -qO- http://localhost:8080/ready || echo "not ready"
done
