#!/usr/bin/env bash
set -euo pipefail
NS="${1:?namespace}"; IMAGE="${2:?image}"
ctx=$(kubectl config current-context)
read -r -p "Deploy $IMAGE to $ctx/$NS? [y/N] " ok
[[ "$ok" == "y" ]] || { echo "aborted"; exit 1; }
kubectl -n "$NS" set image deploy/rt-producer producer="$IMAGE"
kubectl -n "$NS" rollout status deploy/rt-producer --timeout=180s
kubectl -n "$NS" port-forward svc/rt-producer 18080:80 >/dev/null 2>&1 & pf=$!
sleep 3
age=$(python3 - <<'PY'
import time, urllib.request
from google.transit import gtfs_realtime_pb2 as rt
m = rt.FeedMessage(); m.ParseFromString(urllib.request.urlopen("http://127.0.0.1:18080/tripupdates.pb", timeout=10).read())
print(int(time.time() - m.header.timestamp))
PY
)
kill "$pf"
echo "feed age: ${age}s"
if [[ "$age" -gt 60 ]]; then
  echo "stale feed; rolling back"
  kubectl -n "$NS" rollout undo deploy/rt-producer
fi
