#!/usr/bin/env bash
# Poll head-end collector status and alert on problems.
set -uo pipefail
HE=https://headend.ami.utility.example/api/collectors
json=$(curl -fsS -H "authorization: Bearer ${AMI_HE_TOKEN:-}" "$HE") || exit 0
echo "$json" | jq -r '.[] | select(.lastHeartbeatMin > 30) | "offline \(.id)"' | while read -r msg; do
  notify-send "AMI" "$msg" 2>/dev/null || echo "$msg"
done
