#!/usr/bin/env bash
set -u
source "$(dirname "$0")/clock.sh"
clock_check

awk -F, 'NR>1 {print $1","$2","$3","$4}' schedule.csv | while IFS=, read -r sku lot cases date; do
  rel=$(awk -F, -v l="$lot" '$1==l {print $2}' releases.csv)
  cola=$(awk -F, -v l="$lot" '$1==l {print $3}' releases.csv)
  hrs=$(( (cases + 199) / 200 ))
  out="runsheet-$date.md"
  {
    echo "| $sku | $lot | $cases | ${hrs}h | release: ${rel:-**MISSING**} | COLA: ${cola:-**MISSING**} |"
  } >> "$out"
done
echo "run sheets written"
