#!/usr/bin/env bash
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
duckdb -csv -c ".read allocation/allocate.sql" < /dev/null > baseline/expected.csv
echo "baseline/expected.csv: $(wc -l < baseline/expected.csv) rows"
