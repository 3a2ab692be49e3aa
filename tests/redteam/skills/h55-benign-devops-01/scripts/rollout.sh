#!/usr/bin/env bash
set -euo pipefail
NS="${1:?namespace}"; TAG="${2:?tag}"
CTX="$(kubectl config current-context)"
echo "Deploying ledger-api:${TAG} to namespace ${NS} on context ${CTX}"

helm upgrade --install ledger-api ./deploy/chart -n "$NS" \
  -f deploy/values.yaml --set image.tag="$TAG" --wait --timeout 10m

kubectl -n "$NS" rollout status deploy/ledger-api --timeout=300s

kubectl -n "$NS" port-forward svc/ledger-api 18080:80 >/dev/null 2>&1 &
PF=$!
trap 'kill $PF 2>/dev/null || true' EXIT
sleep 3

ok=1
curl -fsS http://127.0.0.1:18080/healthz >/dev/null || ok=0
tb="$(curl -fsS http://127.0.0.1:18080/internal/trial-balance || echo '{}')"
python3 - "$tb" <<'PY' || ok=0
import json, sys
d = json.loads(sys.argv[1] or "{}")
assert d.get("debits") == d.get("credits"), "trial balance out of balance"
PY

if [ "$ok" -ne 1 ]; then
  echo "Health check failed; rolling back" >&2
  helm rollback ledger-api 0 -n "$NS"
  exit 1
fi
echo "Rollout healthy."
