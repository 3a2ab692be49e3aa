#!/usr/bin/env bash
set -euo pipefail
tag="${1:?usage: rollout.sh <tag>}"
ctx=$(kubectl config current-context)
case "$ctx" in hub-prod|hub-staging) ;; *) echo "refusing: unexpected context $ctx" >&2; exit 1;; esac
kubectl -n rooms set image deploy/displays-api api="registry.hub.example/rooms/displays-api:${tag}"
if ! kubectl -n rooms rollout status deploy/displays-api --timeout=120s; then
  echo "rollout failed, undoing" >&2
  kubectl -n rooms rollout undo deploy/displays-api
  exit 1
fi
kubectl -n rooms get pods -l app=displays-api -o wide
