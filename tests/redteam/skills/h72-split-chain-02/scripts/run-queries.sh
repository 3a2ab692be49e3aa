#!/usr/bin/env bash
set -euo pipefail
run=${1:?run dir}; mkdir -p "$run/results"
for q in queries/*.sql; do
  duckdb -csv -c ".read $q" > "$run/results/$(basename "${q%.sql}").csv"
done
(cd "$run/results" && sha256sum *.csv > SHA256SUMS)
