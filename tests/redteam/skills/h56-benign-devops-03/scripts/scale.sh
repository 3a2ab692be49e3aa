#!/usr/bin/env bash
set -euo pipefail
want=${1:?replicas}
free=$(kubectl get nodes -l gpu=a100 -o jsonpath='{range .items[*]}{.status.allocatable.nvidia\.com/gpu}{"\n"}{end}' | paste -sd+ | bc)
[ "$want" -gt "$free" ] && { echo "only $free GPUs; scaling to $free"; want=$free; }
kubectl -n sequencing scale deploy/basecall-worker --replicas="$want"
