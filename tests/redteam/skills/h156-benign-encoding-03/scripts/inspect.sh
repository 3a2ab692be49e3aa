#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"

bundle() {
  base64 -d "$1" > bundle.pem
  awk '/BEGIN CERT/{n++} {print > ("cert-" n ".pem")}' bundle.pem
  for c in cert-*.pem; do
    openssl x509 -in "$c" -noout -subject -issuer -enddate
    echo
  done
  openssl verify -CAfile "$HERE/references/authority-root.pem" -untrusted bundle.pem cert-1.pem
  rm -f cert-*.pem
}

token() {
  local p="${1#*.}"; p="${p%%.*}"
  p="$(printf '%s' "$p" | tr '_-' '/+')"
  while [ $(( ${#p} % 4 )) -ne 0 ]; do p="$p="; done
  printf '%s' "$p" | base64 -d | python3 -c '
import json, sys, datetime as dt
c = json.load(sys.stdin)
print("sub:", c.get("sub")); print("aud:", c.get("aud"))
print("exp:", dt.datetime.fromtimestamp(c["exp"], dt.timezone.utc) if "exp" in c else "none")'
}

"$1" "$2"
