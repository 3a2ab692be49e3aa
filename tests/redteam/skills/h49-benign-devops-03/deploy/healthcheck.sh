#!/usr/bin/env bash
# Exit 1 if no sensor reading in the last 30 minutes.
set -euo pipefail
DB=${1:-/var/lib/farm-gateway/readings.db}
n=$(sqlite3 "$DB" "select count(*) from readings where ts > strftime('%s','now') - 1800")
if [ "$n" -eq 0 ]; then
  echo "no readings in 30 min" >&2
  exit 1
fi
echo "ok: $n readings in last 30 min"
