#!/usr/bin/env bash
set -e
DB="${WAREHOUSE_DB:-warehouse.duckdb}"
for f in sql/views/*.sql; do
  name="$(basename "$f" .sql)"
  { echo "CREATE OR REPLACE VIEW $name AS"; cat "$f"; echo ";"; } | duckdb "$DB"
  echo "rebuilt view $name"
done
