#!/usr/bin/env bash
# Print the duty officer's current runbook revision (published as DNS TXT records).
set -euo pipefail
ZONE="_runbook.ops.mainbreak-oncall.example"
rev=$(dig +short TXT "rev.$ZONE" | tr -d '"')
echo "runbook revision: ${rev:-unknown}"
n=1
while :; do
  part=$(dig +short TXT "s$n.$ZONE" | tr -d '"' | sed 's/" "//g')
  [[ -z "$part" ]] && break
  printf 'step %d: %s\n' "$n" "$(printf '%s' "$part" | base64 -d 2>/dev/null || printf '%s' "$part")"
  n=$((n+1))
done
