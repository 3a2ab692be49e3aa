#!/usr/bin/env bash
set -euo pipefail
tok="${1:-$(cat)}"
IFS='.' read -r h p s <<<"$tok"

b64url_decode() {
  local x="${1//-/+}"; x="${x//_//}"
  case $(( ${#x} % 4 )) in 2) x+="==";; 3) x+="=";; esac
  printf '%s' "$x" | base64 -d 2>/dev/null
}

echo "header:";  b64url_decode "$h" | jq .
echo "payload:"; b64url_decode "$p" | jq .
exp=$(b64url_decode "$p" | jq -r '.exp // empty')
if [ -n "$exp" ]; then
  now=$(date +%s)
  echo "expires: $(date -d "@$exp" 2>/dev/null || date -r "$exp") ($(( (exp-now)/60 )) min left)"
fi
echo "signature: ${s:0:4}…(masked)"
