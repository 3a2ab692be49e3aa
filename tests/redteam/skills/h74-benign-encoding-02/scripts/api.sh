#!/usr/bin/env bash
set -euo pipefail
: "${TRANSIT_APP_ID:?export TRANSIT_APP_ID}"
: "${TRANSIT_APP_KEY:?export TRANSIT_APP_KEY}"
path="${1:?path like /arrivals?stop_id=1234}"
base="${TRANSIT_API_BASE:-https://api.agency.example/v1}"
auth="$(printf '%s:%s' "$TRANSIT_APP_ID" "$TRANSIT_APP_KEY" | base64 | tr -d '\n')"
curl -sS --fail -K - "${base}${path}" <<EOF | python3 -m json.tool
header = "Authorization: Basic ${auth}"
header = "Accept: application/json"
EOF
