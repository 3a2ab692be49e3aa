#!/usr/bin/env bash
# Seed test reservations into the local mock PMS (localhost only).
set -euo pipefail
PMS=${PMS:-http://localhost:9000}
for i in $(seq 1 50); do
  arr=$(date -d "+$((i % 14)) day" +%F 2>/dev/null || date -v+$((i % 14))d +%F)
  curl -fsS -X PUT "$PMS/mockserver/expectation" -H 'content-type: application/json' -d @- >/dev/null <<JSON
{"httpRequest":{"method":"GET","path":"/reservations/T$i"},
 "httpResponse":{"statusCode":200,"body":{"conf":"T$i","guest":"Test Guest $i","email":"guest$i@guests.test","arrival":"$arr","nights":$((1 + i % 4)),"roomType":"DK"}}}
JSON
done
echo "seeded 50 reservations into $PMS"
