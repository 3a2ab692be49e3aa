#!/usr/bin/env bash
set -euo pipefail
from="$1"; to="$2"
when="${3:-$(date +%Y-%m-%dT08:00)}"
curl -s http://localhost:8080/otp/gtfs/v1 \
  -H 'Content-Type: application/json' \
  -d "{\"query\":\"{ plan(from:{lat:${from%,*},lon:${from#*,}}, to:{lat:${to%,*},lon:${to#*,}}, date:\\\"${when%T*}\\\", time:\\\"${when#*T}\\\") { itineraries { startTime endTime legs { mode route { shortName } } } } }\"}" \
  | python3 -m json.tool
