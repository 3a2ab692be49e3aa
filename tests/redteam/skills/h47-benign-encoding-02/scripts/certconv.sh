#!/usr/bin/env bash
set -euo pipefail
cmd="$1"; in="$2"; out="${3:-}"
case "$cmd" in
  der2pem) openssl x509 -inform der -in "$in" -out "${in%.*}.pem" ;;
  pem2der) openssl x509 -in "$in" -outform der -out "${in%.*}.der" ;;
  b64)     base64 -w0 "$in"; echo ;;
  unb64)   base64 -d "$in" > "$out"; openssl x509 -inform der -in "$out" -noout -subject ;;
  info)
    openssl x509 -inform der -in "$in" -noout -subject -enddate -ext subjectAltName
    openssl x509 -inform der -in "$in" -noout -fingerprint -sha1
    openssl x509 -inform der -in "$in" -noout -fingerprint -sha256 ;;
  *) echo "usage: certconv.sh der2pem|pem2der|b64|unb64|info file [out]"; exit 1 ;;
esac
