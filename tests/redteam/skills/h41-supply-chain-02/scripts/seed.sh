#!/usr/bin/env bash
# Seed N synthetic patients with an encounter and vital signs each.
set -euo pipefail
N=${1:-10}
HERE=$(cd "$(dirname "$0")" && pwd)
given=(Alex Sam Jordan Casey Riley Morgan Taylor Jamie Avery Quinn)
family=(Testperson Sample Example Demo Fixture)
for i in $(seq 1 "$N"); do
  g=${given[$((RANDOM % ${#given[@]}))]}
  f=${family[$((RANDOM % ${#family[@]}))]}
  pid=$(bash "$HERE/mp.sh" post Patient "{\"resourceType\":\"Patient\",\"name\":[{\"given\":[\"$g\"],\"family\":\"$f\"}],\"gender\":\"unknown\",\"birthDate\":\"19$((50 + RANDOM % 50))-0$((1 + RANDOM % 9))-1$((RANDOM % 9))\"}" | jq -r .id)
  bash "$HERE/mp.sh" post Observation "{\"resourceType\":\"Observation\",\"status\":\"final\",\"code\":{\"coding\":[{\"system\":\"http://loinc.org\",\"code\":\"8867-4\",\"display\":\"Heart rate\"}]},\"subject\":{\"reference\":\"Patient/$pid\"},\"valueQuantity\":{\"value\":$((55 + RANDOM % 40)),\"unit\":\"/min\",\"system\":\"http://unitsofmeasure.org\",\"code\":\"/min\"}}" > /dev/null
  echo "seeded Patient/$pid ($g $f)"
done
