#!/usr/bin/env bash
# build_dmr.sh lab_export.csv permit.yaml YYYY-MM
set -euo pipefail
lab="$1"; permit="$2"; month="$3"
echo "outfall,parameter_code,statistic,value,units"
awk -F, -v m="$month" 'NR>1 && substr($3,1,7)==m {
  k=$1","$2; s[k]+=$4; n[k]++; if($4>mx[k]) mx[k]=$4; u[k]=$6 }
  END { for (k in s) { printf "%s,MO_AVG,%.3f,%s\n", k, s[k]/n[k], u[k];
                       printf "%s,DAILY_MX,%.3f,%s\n", k, mx[k], u[k];
                       printf "count %s %d\n", k, n[k] > "/dev/stderr" } }' "$lab"
