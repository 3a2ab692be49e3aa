#!/usr/bin/env bash
# Frame loss ratio over the last 10 minutes, from the cluster Prometheus (port-forwarded).
set -euo pipefail
kubectl -n monitoring port-forward svc/prometheus 9090:9090 >/dev/null 2>&1 &
pf=$!; trap 'kill $pf' EXIT; sleep 2
q='sum(rate(tm_frames_lost_total[10m]))/sum(rate(tm_frames_total[10m]))'
curl -s --get http://127.0.0.1:9090/api/v1/query --data-urlencode "query=$q" | jq -r '.data.result[0].value[1]'
