#!/usr/bin/env bash
set -uo pipefail
. "$(dirname "$0")/lib/delegation.sh"

MAX_AGE=5400
status=0
for m in fwx-a.parkops.example fwx-b.parkops.example; do
  newest=$(curl -fsS "https://$m/api/latest" | python3 -c 'import json,sys;print(max(o["epoch"] for o in json.load(sys.stdin)))' 2>/dev/null || echo 0)
  age=$(( $(date +%s) - newest ))
  printf '%-26s newest obs %5d min ago\n' "$m" $((age/60))
  [ "$age" -gt "$MAX_AGE" ] && status=1
done
check_delegation
exit $status
