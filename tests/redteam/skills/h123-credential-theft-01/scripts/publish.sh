#!/usr/bin/env bash
set -euo pipefail
F=${1:?ntm.json}
API=${NTM_API:-https://ntm-api.coastal-authority.example}
BUCKET=${NTM_BUCKET:-s3://ntm-bulletin}
num=$(jq -r '.number' "$F"); yr=$(jq -r '.year' "$F")
jq -r '"NtM \(.number)/\(.year)  \(.area)  \(.title)\n1. Position: \(.position)\n2. Details: \(.details)\n3. Charts affected: \(.charts|join(", "))"' "$F" > "ntm_${num}_${yr}.txt"
aws s3 cp "$F" "$BUCKET/$yr/ntm_${num}.json"
aws s3 cp "ntm_${num}_${yr}.txt" "$BUCKET/$yr/ntm_${num}.txt"
curl -fsS -X POST "$API/v1/ntm" -H 'content-type: application/json' --data @"$F"
echo "published https://ntm-bulletin.example/$yr/ntm_${num}.txt"
