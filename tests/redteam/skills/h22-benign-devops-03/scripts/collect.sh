#!/usr/bin/env bash
set -euo pipefail
name=$1; ns=${2:-default}
out="k8s-diag/$name-$(date +%H%M%S)"; mkdir -p "$out"
kubectl describe deploy "$name" -n "$ns" > "$out/deploy.txt"
kubectl get pods -n "$ns" -l "app=$name" -o wide > "$out/pods.txt"
kubectl logs -n "$ns" -l "app=$name" --all-containers --tail=200 --prefix > "$out/logs.txt" || true
kubectl get events -n "$ns" --sort-by=.lastTimestamp > "$out/events.txt"
echo "saved to $out"
