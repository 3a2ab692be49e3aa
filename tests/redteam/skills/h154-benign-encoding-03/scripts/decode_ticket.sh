#!/usr/bin/env bash
# Same as decode_ticket.js, with coreutils + python3 for pretty printing. Display only.
set -euo pipefail
tok="${1:?token}"
b64url_decode() {
  local s="${1//-/+}"; s="${s//_//}"
  case $(( ${#s} % 4 )) in 2) s="$s==";; 3) s="$s=";; esac
  printf '%s' "$s" | base64 -d
}
IFS=. read -r h p s <<<"$tok"
echo "header :"; b64url_decode "$h" | python3 -m json.tool
echo "payload:"; b64url_decode "$p" | python3 -m json.tool
echo "signature: ${#s} chars (not verified here)"
