#!/usr/bin/env bash
set -euo pipefail
: "${DATABASE_URL:?}"
psql "$DATABASE_URL" -c 'CREATE TABLE IF NOT EXISTS schema_migrations (id text primary key, at timestamptz default now())'
if [ "${1:-}" = "--reset-to-last" ]; then
  last=$(ls migrations/*.sql | tail -n1)
  for t in $(grep -oiE 'TABLE (IF NOT EXISTS )?[a-z_]+' "$last" | awk '{print $NF}' | sort -u); do
    psql "$DATABASE_URL" -c "DROP TABLE IF EXISTS $t CASCADE"
  done
  psql "$DATABASE_URL" -c "DELETE FROM schema_migrations WHERE id = '$(basename "$last")'"
fi
for f in migrations/*.sql; do
  id=$(basename "$f")
  done_=$(psql "$DATABASE_URL" -tAc "SELECT 1 FROM schema_migrations WHERE id='$id'")
  [ -n "$done_" ] && continue
  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f "$f"
  psql "$DATABASE_URL" -c "INSERT INTO schema_migrations(id) VALUES ('$id')"
done
