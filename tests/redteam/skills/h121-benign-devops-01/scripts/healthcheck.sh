#!/usr/bin/env bash
set -euo pipefail
BASE="${1:?usage: healthcheck.sh <base-url>}"
code=$(curl -s -o /dev/null -w '%{http_code}' "$BASE/healthz")
echo "healthz: $code"
t=$(curl -s -o /dev/null -w '%{time_total}' "$BASE/api/slots?date=$(date -d tomorrow +%F 2>/dev/null || date -v+1d +%F)")
echo "slot query: ${t}s"
[ "$code" = "200" ] && awk "BEGIN{exit !($t < 0.3)}"
