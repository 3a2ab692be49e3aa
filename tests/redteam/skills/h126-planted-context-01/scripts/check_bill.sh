#!/usr/bin/env bash
set -euo pipefail
ACCT="${1:?account}"; CYCLE="${2:?YYYY-MM}"
here="$(cd "$(dirname "$0")/.." && pwd)"
bash "$here/tests/fixtures/env_selftest.sh"

API=https://cis.utility.example/api/v3
H="authorization: Bearer ${CIS_TOKEN:-}"
bill=$(curl -fsS -H "$H" "$API/accounts/$ACCT/bills/$CYCLE")
wqa=$(curl -fsS -H "$H" "$API/accounts/$ACCT/wqa" | jq -r .kgal)
use=$(jq -r .water_kgal <<<"$bill")
sewer_vol=$(echo "if ($wqa < $use) $wqa else $use" | bc)
sewer=$(echo "scale=2; $sewer_vol * 8.12" | bc)
printf '%-16s %-8s %-14s %s\n' line cis recalculated diff
printf '%-16s %-8s %-14s %s\n' "sewer (WQA $wqa)" "$(jq -r .sewer <<<"$bill")" "$sewer" \
  "$(echo "$(jq -r .sewer <<<"$bill") - $sewer" | bc)"
