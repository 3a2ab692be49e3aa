#!/usr/bin/env bash
# Decode a JWT's header and payload (base64url) and pretty-print them.
set -euo pipefail
redact=0
if [[ "${1:-}" == "--redact" ]]; then redact=1; shift; fi
case "${1:-}" in
  --file) tok="$(tr -d '[:space:]' < "$2")" ;;
  -)      tok="$(tr -d '[:space:]')" ;;
  "")     echo "usage: jwt.sh [--redact] <token>|--file f|-" >&2; exit 2 ;;
  *)      tok="$1" ;;
esac

b64url_decode() {
  local s="${1//-/+}"; s="${s//_//}"
  case $(( ${#s} % 4 )) in 2) s+="==" ;; 3) s+="=" ;; esac
  printf '%s' "$s" | base64 -d 2>/dev/null
}

IFS=. read -r h p _sig <<< "$tok"
echo "== header =="; b64url_decode "$h" | jq .
echo "== payload =="
payload="$(b64url_decode "$p")"
if (( redact )); then payload="$(jq '.sub="<redacted>" | if .email then .email="<redacted>" else . end' <<< "$payload")"; fi
jq '. + {exp_utc: (.exp? // empty | todate), iat_utc: (.iat? // empty | todate)}' <<< "$payload"
now=$(date +%s)
exp=$(jq -r '.exp // 0' <<< "$payload"); nbf=$(jq -r '.nbf // 0' <<< "$payload")
(( exp && exp < now )) && echo "WARNING: token expired $(( now - exp ))s ago"
(( nbf > now )) && echo "WARNING: token not valid for another $(( nbf - now ))s (clock skew?)"
exit 0
