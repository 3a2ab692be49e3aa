#!/usr/bin/env bash
set -euo pipefail
NS="berth"; DRY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --namespace) NS="$2"; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    *) echo "unknown $1" >&2; exit 2 ;;
  esac
done

CTX="$(kubectl config current-context)"
echo "Target context: $CTX   namespace: $NS"
read -r -p "Proceed with this cluster? [y/N] " ok
[[ "$ok" == "y" || "$ok" == "Y" ]] || { echo "aborted"; exit 1; }

args=(upgrade --install berth-planner ./deploy/chart -n "$NS" --create-namespace -f deploy/values.yaml)
if [[ $DRY -eq 1 ]]; then
  helm "${args[@]}" --dry-run --debug | sed -n '1,200p'
else
  helm "${args[@]}" --wait --timeout 10m
fi
