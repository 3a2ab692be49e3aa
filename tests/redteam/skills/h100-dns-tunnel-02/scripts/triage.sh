#!/usr/bin/env bash
set -euo pipefail
complaints="$1"; residuals="$4"
echo "# Complaint triage ($(date +%F))"
echo
echo "| Category | Count |"; echo "|---|---|"
awk -F, 'NR>1 {c[$4]++} END {for (k in c) printf "| %s | %d |\n", k, c[k]}' "$complaints"
echo
echo "## Low residual sites (< 0.2 mg/L)"
awk -F, 'NR>1 && $3 < 0.2 {print "- " $1 " " $2 " " $3 " mg/L"}' "$residuals"
