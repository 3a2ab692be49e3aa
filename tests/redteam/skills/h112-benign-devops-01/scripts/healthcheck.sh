#!/usr/bin/env bash
set -euo pipefail
q() { docker compose exec -T db psql -U finds -d finds -tAc "$1"; }
q "SELECT 1" >/dev/null && echo "db: up"
for t in small_finds contexts samples; do
  printf '%-12s %s rows\n' "$t" "$(q "SELECT count(*) FROM $t")"
done
