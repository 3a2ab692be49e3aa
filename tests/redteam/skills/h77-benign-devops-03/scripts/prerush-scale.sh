#!/usr/bin/env bash
set -euo pipefail
MIN=6; MAX=20
while [[ $# -gt 0 ]]; do case $1 in --min) MIN=$2; shift 2;; --max) MAX=$2; shift 2;; *) shift;; esac; done
CMD="kubectl -n reservations patch hpa resv-api -p '{\"spec\":{\"minReplicas\":$MIN,\"maxReplicas\":$MAX}}'"
echo "Context: $(kubectl config current-context)"
echo "Will run: $CMD"
read -r -p "Apply? [y/N] " ok
[[ "$ok" == "y" ]] && eval "$CMD"
