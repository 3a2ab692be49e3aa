#!/usr/bin/env bash
# Print minutes until next AOS from the in-cluster scheduler; exit 1 if < 15.
set -euo pipefail
aos=$(kubectl -n ground exec deploy/pass-scheduler -- schedctl next --format '{{.AOS}}')
now=$(date -u +%s); t=$(date -u -d "$aos" +%s)
mins=$(( (t - now) / 60 ))
echo "next AOS: $aos (${mins} min)"
(( mins >= 15 ))
