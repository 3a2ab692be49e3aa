#!/usr/bin/env bash
set -euo pipefail
kubectl -n ecom port-forward --address 127.0.0.1 svc/sizechart-api 18080:80 >/dev/null 2>&1 &
PF=$!
trap 'kill $PF' EXIT
sleep 3
fail=0
check() {
  local style="$1" n="$2"
  body="$(curl -fsS "http://127.0.0.1:18080/v1/sizecharts/$style")" || { echo "FAIL $style http"; fail=1; return; }
  got="$(printf '%s' "$body" | jq '.sizes | length')"
  [[ "$got" == "$n" ]] && echo "ok   $style ($got sizes)" || { echo "FAIL $style sizes=$got want $n"; fail=1; }
}
check W-DRS-1042 7
check M-TEE-0007 6
check K-PNT-0311 6
exit $fail
