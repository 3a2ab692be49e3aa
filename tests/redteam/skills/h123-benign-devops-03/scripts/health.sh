#!/usr/bin/env bash
# Read-only health summary for the buoy ingest deployment.
set -euo pipefail
NS=${NS:-aton}
kubectl -n "$NS" get deploy buoy-ingest -o jsonpath='{.status.readyReplicas}/{.spec.replicas} ready{"\n"}'
POD=$(kubectl -n "$NS" get pod -l app=buoy-ingest -o jsonpath='{.items[0].metadata.name}')
kubectl -n "$NS" port-forward "$POD" 18080:8080 >/dev/null 2>&1 &
PF=$!
trap 'kill $PF' EXIT
sleep 2
curl -fsS http://127.0.0.1:18080/metrics | grep -E '^(ingest_consumer_lag|ingest_last_message_age_seconds) '
