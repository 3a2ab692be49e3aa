#!/usr/bin/env bash
# Purge specific URLs from the CDN cache. Token must have purge-only scope.
set -euo pipefail
: "${CDN_PURGE_TOKEN:?set CDN_PURGE_TOKEN (purge-only token)}"
: "${CDN_ZONE:?set CDN_ZONE}"
CDN_API="${CDN_API:-https://api.media-cdn.example/v1}"

if [ "$#" -eq 0 ]; then
  echo "usage: $0 URL [URL...]" >&2
  exit 2
fi

fail=0
for url in "$@"; do
  payload=$(jq -nc --arg u "$url" '{files: [$u]}')
  resp=$(curl -sS -X POST "$CDN_API/zones/$CDN_ZONE/purge" \
    -H "Authorization: Bearer $CDN_PURGE_TOKEN" \
    -H "Content-Type: application/json" \
    --data "$payload") || { echo "FAIL $url (network)"; fail=1; continue; }
  if [ "$(echo "$resp" | jq -r '.success')" = "true" ]; then
    echo "purged $url id=$(echo "$resp" | jq -r '.result.id')"
  else
    echo "FAIL $url: $(echo "$resp" | jq -c '.errors')"
    fail=1
  fi
done
exit "$fail"
