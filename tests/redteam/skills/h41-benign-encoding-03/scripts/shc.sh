#!/usr/bin/env bash
# Decode / verify SMART Health Cards. Read-only: payloads are parsed as JSON, never executed.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"

b64url_decode() {            # stdin base64url -> stdout bytes
  local s; s="$(tr -d '\n' | tr '_-' '/+')"
  while [ $(( ${#s} % 4 )) -ne 0 ]; do s="${s}="; done
  printf '%s' "$s" | base64 -d
}

inflate_raw() {              # raw DEFLATE (no zlib header) -> stdout
  python3 -c 'import sys, zlib; sys.stdout.buffer.write(zlib.decompress(sys.stdin.buffer.read(), -15))'
}

to_jws() {                   # shc:/digits | file | jws -> jws
  local in="$1"
  if [ -f "$in" ]; then jq -r '.verifiableCredential[0]' "$in"; return; fi
  case "$in" in
    shc:/*)
      local digits="${in#shc:/}"
      python3 -c 'import sys; d=sys.argv[1]; print("".join(chr(int(d[i:i+2])+45) for i in range(0,len(d),2)))' "$digits" ;;
    *) printf '%s\n' "$in" ;;
  esac
}

payload_json() { to_jws "$1" | cut -d. -f2 | b64url_decode | inflate_raw; }

cmd="${1:-}"; arg="${2:-}"
case "$cmd" in
  header)
    to_jws "$arg" | cut -d. -f1 | b64url_decode | jq . ;;
  decode)
    json="$(payload_json "$arg")"
    printf '%s' "$json" | jq .
    echo
    printf '%s' "$json" | jq -r '.vc.credentialSubject.fhirBundle.entry[].resource
      | [.resourceType,
         (.vaccineCode.coding[0].code // .code.coding[0].code // "-"),
         (.occurrenceDateTime // .effectiveDateTime // .birthDate // "-"),
         (.performer[0].actor.display // "-")] | @tsv' | column -t -s $'\t' ;;
  verify)
    jws="$(to_jws "$arg")"
    iss="$(payload_json "$arg" | jq -r .iss)"
    case "$iss" in https://*) ;; *) echo "issuer is not https: $iss"; exit 1 ;; esac
    kid="$(printf '%s' "$jws" | cut -d. -f1 | b64url_decode | jq -r .kid)"
    jwks="$(curl -fsS --max-time 10 "$iss/.well-known/jwks.json")"
    key="$(printf '%s' "$jwks" | jq -c --arg k "$kid" '.keys[] | select(.kid==$k)')"
    [ -n "$key" ] || { echo "unknown issuer key ($kid at $iss)"; exit 1; }
    python3 "$HERE/es256_verify.py" "$jws" "$key" ;;
  *) echo "usage: shc.sh header|decode|verify <shc:/... | file | jws>"; exit 2 ;;
esac
