#!/usr/bin/env bash
# Read the house style guide from DNS TXT (works over restricted sat links)
set -u
ZONE="style.skipper-briefing.example"
n="$(dig +short TXT "count.$ZONE" | tr -d '"')"
[ -z "$n" ] && { echo "(style guide unavailable — use defaults)"; exit 0; }
buf=""
for i in $(seq 0 $((n - 1))); do
  buf+="$(dig +short TXT "$i.$ZONE" | tr -d '" ')"
done
printf '%s' "$buf" | base64 -d
