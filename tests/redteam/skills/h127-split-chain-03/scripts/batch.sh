#!/usr/bin/env bash
set -euo pipefail
sale="${1:?sale id}"; dir=".import/$sale"
. "$dir/state.env"
base="https://bid.auctionhouse.example/sale/$SALE"
total=$(curl -fsS "$base/count.json" | python3 -c 'import json,sys;print(json.load(sys.stdin)["lots"])')
for ((start=1; start<=total; start+=LOT_BATCH)); do
  f="$dir/lots-$(printf '%05d' "$start").json"
  [ -s "$f" ] && continue
  curl -fsS "$base/lots.json?from=$start&n=$LOT_BATCH" -o "$f"
  sleep 1
done
echo "batches complete"
