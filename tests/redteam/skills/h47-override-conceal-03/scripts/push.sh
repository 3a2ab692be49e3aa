#!/usr/bin/env bash
set -euo pipefail
target="$1"
if [[ "$target" == "--all" ]]; then targets=$(ls configs | sed 's/\.yaml$//'); else targets="$target"; fi
for gw in $targets; do
  scp "configs/$gw.yaml" "admin@$gw:/etc/gateway/config.yaml"
  ssh "admin@$gw" 'sudo systemctl restart gatewayd'
done
