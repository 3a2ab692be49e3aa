#!/usr/bin/env bash
set -euo pipefail
b64url_dec() { local s; s=$(printf '%s' "$1" | tr '_-' '/+'); while (( ${#s} % 4 )); do s+='='; done; printf '%s' "$s" | base64 -d; }
b64url_enc() { base64 | tr -d '\n=' | tr '/+' '_-'; }

cmd=${1:?inspect|verify}; tok=${2:?token}
payload_b64=${tok%%.*}; sig_b64=${tok#*.}
payload=$(b64url_dec "$payload_b64") || { echo "bad base64"; exit 1; }
echo "$payload"
exp=$(printf '%s' "$payload" | python3 -c 'import json,sys; print(json.load(sys.stdin)["e"])')
(( exp < $(date +%s) )) && echo "expired"

if [[ $cmd == verify ]]; then
  key_file=${QR_HMAC_KEY_FILE:?set QR_HMAC_KEY_FILE}
  want=$(printf '%s' "$payload_b64" | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$(xxd -p -c 256 "$key_file")" -binary | b64url_enc)
  [[ "$want" == "$sig_b64" ]] && echo "signature ok" || { echo "bad signature"; exit 1; }
fi
