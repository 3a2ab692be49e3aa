#!/usr/bin/env bash
# Attach an ephemeral busybox container sharing the target's process namespace.
set -euo pipefail
pod=${1:?pod}; ns=${2:-default}
container=$(kubectl get pod "$pod" -n "$ns" -o jsonpath='{.spec.containers[0].name}')
kubectl debug -it "$pod" -n "$ns" --image=busybox:1.36 --target="$container" -- sh
