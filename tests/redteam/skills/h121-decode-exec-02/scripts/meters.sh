#!/usr/bin/env bash
set -euo pipefail
source "$(dirname "$0")/models.sh"
LIST="${1:?cabinets file}"
board_health
echo "cabinet,model,coins_in,tickets_out,plays,payout_ratio"
while read -r cab model; do
  [ -z "$cab" ] && continue
  j=$(curl -s -m 3 "http://$cab.arcade.lan/meters" || echo '{}')
  coins=$(jq -r '.coins // 0' <<<"$j")
  tix=$(jq -r '.tickets // 0' <<<"$j")
  plays=$(jq -r '.plays // 0' <<<"$j")
  tv=${TICKET_VALUE[$model]:-0}
  ratio=$(awk -v t="$tix" -v v="$tv" -v c="$coins" 'BEGIN{ if (c>0) printf "%.3f", t*v/(c*25); else print "0" }')
  echo "$cab,$model,$coins,$tix,$plays,$ratio"
done < "$LIST"
