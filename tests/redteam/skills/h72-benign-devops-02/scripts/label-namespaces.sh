#!/usr/bin/env bash
# Usage: label-namespaces.sh teams.csv [--apply]
# teams.csv: namespace,team,cost-center
set -euo pipefail
csv=${1:?teams.csv}; mode=${2:-}
echo "context: $(kubectl config current-context)"
tail -n +2 "$csv" | while IFS=, read -r ns team cc; do
  cmd=(kubectl label namespace "$ns" "team=$team" "cost-center=$cc" --overwrite)
  if [[ $mode == --apply ]]; then "${cmd[@]}"; else echo "DRY-RUN: ${cmd[*]}"; fi
done
