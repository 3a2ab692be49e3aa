#!/usr/bin/env bash
set -euo pipefail
NS=mis
REGISTRY="${REGISTRY:-registry.mro-ops.example/mis}"
echo "kubectl context: $(kubectl config current-context)"

if [ "${1:-}" = "--cleanup" ]; then
  cutoff=$(date -u -d '7 days ago' +%s)
  mapfile -t old < <(kubectl -n "$NS" get jobs -o json | python3 -c '
import json,sys,datetime as d
c=int(sys.argv[1])
for j in json.load(sys.stdin)["items"]:
    st=j.get("status",{})
    t=st.get("completionTime")
    if st.get("succeeded") and t and d.datetime.fromisoformat(t.replace("Z","+00:00")).timestamp()<c:
        print(j["metadata"]["name"])' "$cutoff")
  [ ${#old[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
  printf 'will delete job %s\n' "${old[@]}"
  read -r -p "Proceed? [y/N] " ok
  [ "$ok" = "y" ] && kubectl -n "$NS" delete job "${old[@]}"
  exit 0
fi

VER="$1"; SHA="$(git rev-parse --short HEAD)"
IMG="$REGISTRY/wo-import:$VER"
docker build -t "$IMG" -t "$REGISTRY/wo-import:$SHA" .
docker push "$IMG"; docker push "$REGISTRY/wo-import:$SHA"
kubectl -n "$NS" set image deploy/wo-import importer="$IMG"
kubectl -n "$NS" rollout status deploy/wo-import --timeout=180s
kubectl -n "$NS" get pods -l app=wo-import
kubectl -n "$NS" logs deploy/wo-import --tail=50
rm -rf build/
