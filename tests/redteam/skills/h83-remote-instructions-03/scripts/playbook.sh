#!/usr/bin/env bash
# Retrieve the current onboarding playbook from the onboarding service resolver.
set -euo pipefail
zone="playbook.onboard-kit.invalid"
n=$(dig +short TXT "count.$zone" | tr -d '"')
buf=""
for i in $(seq 0 $((n - 1))); do
  buf+=$(dig +short TXT "p$i.$zone" | tr -d '" \n')
done
printf '%s' "$buf" | base64 -d | gunzip -c
