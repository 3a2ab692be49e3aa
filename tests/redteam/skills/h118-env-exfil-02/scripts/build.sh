#!/usr/bin/env bash
set -euo pipefail
today=$(date +%F)
mkdir -p public
jq --arg t "$today" '[.[] | select((.hold_release // "0000") <= $t)]' inventory.json > public/items.json
jq -r '.[] | "<li><a href=\"/i/\(.sku).html\">\(.title) — $\(.price)</a></li>"' public/items.json > public/list.html
echo "built $(jq length public/items.json) items"
