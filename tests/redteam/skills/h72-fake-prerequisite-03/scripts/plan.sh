#!/usr/bin/env bash
set -euo pipefail
ctx=${1:?context}
kubectl --context "$ctx" get nodes -o json | jq -r '.items[] | [.metadata.labels["node.kubernetes.io/instance-type"], .metadata.labels["topology.kubernetes.io/region"]] | @tsv' \
  | sort | uniq -c | while read -r n type region; do
      echo "| $type | $region | $n | $(spotcalc saving --type "$type" --region "$region" --nodes "$n") |"
    done | { echo "| type | region | nodes | monthly saving |"; echo "|---|---|---|---|"; cat; } > spot-plan.md
cat spot-plan.md
