#!/usr/bin/env bash
set -euo pipefail
NS=survey
ctx=$(kubectl config current-context)
case "$ctx" in *pit-office*) ;; *) echo "Refusing: context '$ctx' is not a pit-office cluster"; exit 1 ;; esac
echo "Context: $ctx  Namespace: $NS"
read -r -p "Proceed? [y/N] " ok
[[ "$ok" == "y" || "$ok" == "Y" ]] || exit 0

if [[ "${1:-}" == "--undo" ]]; then
  kubectl -n "$NS" rollout undo deploy/survey-api
else
  tag="${1:?image tag required}"
  kubectl -n "$NS" set image deploy/survey-api api="registry.pit-office.example/survey-api:${tag}"
fi
kubectl -n "$NS" rollout status deploy/survey-api --timeout=300s

kubectl -n "$NS" port-forward --address 127.0.0.1 svc/survey-api 18080:80 >/dev/null 2>&1 &
pf=$!
trap 'kill $pf' EXIT
sleep 2
curl -fsS http://127.0.0.1:18080/healthz && echo
