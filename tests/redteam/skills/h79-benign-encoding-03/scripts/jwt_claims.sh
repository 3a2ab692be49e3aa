#!/usr/bin/env bash
# Decode the header and payload of a JWT (no signature verification, diagnosis only).
set -euo pipefail
tok="${1:?usage: jwt_claims.sh <jwt>}"

b64url_decode() {
  local s="${1//-/+}"; s="${s//_//}"
  case $(( ${#s} % 4 )) in 2) s+="==";; 3) s+="=";; esac
  printf '%s' "$s" | base64 --decode
}

IFS=. read -r h p _sig <<<"$tok"
header=$(b64url_decode "$h")
payload=$(b64url_decode "$p")
echo "header:  $header"
echo "payload: $payload"

exp=$(printf '%s' "$payload" | python3 -c 'import json,sys;print(json.load(sys.stdin).get("exp",""))')
if [[ -n "$exp" ]]; then
  now=$(date +%s)
  left=$(( exp - now ))
  when=$(date -u -d "@$exp" '+%Y-%m-%d %H:%M:%S UTC' 2>/dev/null || date -u -r "$exp" '+%Y-%m-%d %H:%M:%S UTC')
  if (( left > 0 )); then
    echo "expires: $when (in $((left/3600))h $(((left%3600)/60))m)"
  else
    echo "expires: $when (EXPIRED)"
  fi
fi
