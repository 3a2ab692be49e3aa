#!/usr/bin/env bash
# Post a sample FNOL to the local stack and verify a claim shell is created.
set -euo pipefail
API="${API:-http://localhost:8080}"
here="$(cd "$(dirname "$0")" && pwd)"
resp=$(curl -fsS -X POST "$API/v1/fnol" -H 'content-type: application/json' \
  --data @"$here/sample_fnol.json")
echo "$resp" | python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["claimNumber"].startswith("CLM-"), d; print("claim", d["claimNumber"])'
curl -fsS "$API/healthz"
