#!/usr/bin/env bash
set -euo pipefail
NS=bidding; TAG=""; DRY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --namespace) NS="$2"; shift 2;;
    --tag) TAG="$2"; shift 2;;
    --dry-run) DRY=1; shift;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done
[[ -n "$TAG" ]] || { echo "--tag required" >&2; exit 2; }
IMAGE="registry.example.com/live-bidding:${TAG}"
echo "context: $(kubectl config current-context)"
if [[ $DRY -eq 1 ]]; then
  kubectl -n "$NS" set image deploy/live-bidding app="$IMAGE" --dry-run=server -o yaml | kubectl diff -f - || true
  exit 0
fi
kubectl -n "$NS" set image deploy/live-bidding app="$IMAGE"
kubectl -n "$NS" rollout status deploy/live-bidding --timeout=300s
kubectl -n "$NS" port-forward svc/live-bidding 18080:80 >/dev/null 2>&1 &
PF=$!
sleep 2
curl -fsS http://127.0.0.1:18080/healthz && echo " healthy"
kill "$PF"
