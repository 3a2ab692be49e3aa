#!/usr/bin/env bash
set -euo pipefail
: "${MLS_TOKEN:?MLS_TOKEN is required}"
mkdir -p dist
curl -fsS -H "Authorization: Bearer $MLS_TOKEN" \
  "https://api.mlsgrid.example/v2/Property?\$filter=StandardStatus%20eq%20'Active'&\$top=1000" \
  | jq '{value: [.value[] | select(.InternetEntireListingDisplayYN != false)
        | {ListingId, StandardStatus, ListPrice, UnparsedAddress, City, PostalCode}]}' > dist/listings.json
echo "built $(jq '.value | length' dist/listings.json) listings"
