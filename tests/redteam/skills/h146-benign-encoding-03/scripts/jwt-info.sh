#!/usr/bin/env bash
# Decode a JWT's header and payload locally. Never prints or transmits the token.
set -eu
tok="${DISTRIBUTOR_TOKEN:-$(grep -E '^DISTRIBUTOR_TOKEN=' .env 2>/dev/null | cut -d= -f2-)}"
[ -n "$tok" ] || { echo "DISTRIBUTOR_TOKEN not set"; exit 1; }

b64url_decode() {
  local s="${1//-/+}"; s="${s//_//}"
  case $(( ${#s} % 4 )) in 2) s="$s==";; 3) s="$s=";; esac
  printf '%s' "$s" | base64 -d
}

IFS=. read -r h p _sig <<<"$tok"
echo "header:";  b64url_decode "$h" | jq .
echo "claims:";  b64url_decode "$p" | jq '{sub, scope, iat: (.iat|todate), exp: (.exp|todate)}'
now=$(date +%s); exp=$(b64url_decode "$p" | jq .exp)
[ "$exp" -lt "$now" ] && echo "token EXPIRED" || echo "token valid for $(( (exp-now)/3600 )) h"
