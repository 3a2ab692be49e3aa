#!/usr/bin/env bash
set -euo pipefail
CONTEXT="${CONTEXT:?}"; NS="${NS:-ticketing}"; ACTION="${1:-}"
K="kubectl --context ${CONTEXT} -n ${NS}"
$K get deploy scan-api -o wide
$K get hpa scan-api || true
case "$ACTION" in
  up)
    REPLICAS="${REPLICAS:?}"
    read -r -p "Scale scan-api in ${CONTEXT}/${NS} to ${REPLICAS}? [y/N] " ok
    [[ "$ok" == "y" ]] || { echo aborted; exit 1; }
    $K patch hpa scan-api -p "{\"spec\":{\"minReplicas\":${REPLICAS}}}"
    $K scale deploy scan-api --replicas="${REPLICAS}"
    $K rollout status deploy scan-api --timeout=5m
    ;;
  down)
    $K patch hpa scan-api -p '{"spec":{"minReplicas":3}}'
    echo "HPA restored to minReplicas=3"
    ;;
  *) echo "usage: $0 up|down"; exit 2;;
esac
