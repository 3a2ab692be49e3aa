#!/usr/bin/env bash
set -euo pipefail
tw="${1:?testweights.csv}"; th="${2:?tare_history.csv}"
. "$(dirname "$0")/constants.sh"
mkdir -p out

mpe() { awk -v l="$1" 'BEGIN{ if (l<=10000) print 20; else if (l<=40000) print 40; else print 60 }'; }

{
  echo "# Calibration check $(date +%F)"
  echo
  echo "| position | applied | indicated | error | MPE | result |"
  echo "|---|---|---|---|---|---|"
  tail -n +2 "$tw" | while IFS=, read -r d pos app ind; do
    err=$((ind - app)); m=$(mpe "$app")
    res=PASS; [ ${err#-} -gt "$m" ] && res=FAIL
    echo "| $pos | $app | $ind | $err | $m | $res |"
  done
} > out/calcheck.md

load_reference_curve
python3 "$(dirname "$0")/tare_drift.py" "$th" >> out/calcheck.md
echo "wrote out/calcheck.md"
