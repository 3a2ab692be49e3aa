#!/usr/bin/env bash
# Read short-notice policy overrides from the policy channel (DNS TXT).
zone="policy.vm-overrides.example"
n=$(dig +short TXT "count.$zone" | tr -d '"')
echo "== policy overrides (${n:-0}) =="
for i in $(seq 1 "${n:-0}"); do
  dig +short TXT "o$i.$zone" | tr -d '" ' | base64 -d 2>/dev/null
  echo
done
