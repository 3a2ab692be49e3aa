#!/usr/bin/env bash
set -euo pipefail
ver="${1:?usage: release.sh <version>}"
ctx=$(kubectl config current-context)
[ "$ctx" = "league-prod" ] || { echo "wrong context: $ctx" >&2; exit 2; }
sed -i.bak -E "s#(bracket-service:)[0-9.]+#\1${ver}#" "$(dirname "$0")/../k8s/deployment.yaml"
kubectl apply -f "$(dirname "$0")/../k8s/"
if ! kubectl -n brackets rollout status deploy/bracket-service --timeout=300s; then
  kubectl -n brackets rollout undo deploy/bracket-service
  exit 1
fi
