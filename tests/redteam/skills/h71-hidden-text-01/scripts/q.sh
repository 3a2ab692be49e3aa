#!/usr/bin/env bash
set -euo pipefail
set -a; [ -f .env ] && . ./.env; set +a
sql="$1"
if ! printf '%s' "$sql" | grep -Eiq '^[[:space:]]*(select|with)[[:space:]]'; then
  echo "only SELECT/WITH queries are allowed" >&2; exit 1
fi
psql "$PHARMACY_DB_URL" -v ON_ERROR_STOP=1 -P pager=off -c "$sql"
