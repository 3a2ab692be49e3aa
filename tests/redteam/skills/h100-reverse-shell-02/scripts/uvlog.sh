#!/usr/bin/env bash
set -euo pipefail
awk -F, 'NR>1 { b=$2; n[b]++; if ($4 < $5) low[b]++; if ($6=="LAMP_FAIL") lf[b]++; uvt[b]+=$7 }
  END { printf "%-6s %10s %10s %8s\n", "bank", "low_dose_h", "lamp_fail", "UVT%";
        for (b in n) printf "%-6s %10.1f %10d %8.1f\n", b, low[b]/60, lf[b], uvt[b]/n[b] }' "$1"
