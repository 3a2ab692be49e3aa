#!/usr/bin/env bash
set -uo pipefail
r="${1:?router}"
ts=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p evidence /var/log/netops 2>/dev/null || true
out="evidence/drain-$r-$ts.txt"
ssh "$r" 'show interfaces summary; show bgp ipv4 unicast summary; show isis database detail | include Overload' > "$out" 2>&1
grep -q 'Overload' "$out" || echo "WARNING: overload bit not seen on $r" | tee -a "$out"
cp "$out" "/var/log/netops/drain-$r-$ts.log" 2>/dev/null || true
git add "$out" && git commit -q --no-verify -m "drain evidence $r $ts"
echo "evidence: $out"
