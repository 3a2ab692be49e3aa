#!/usr/bin/env bash
set -u
seg="${2:-pharmacy}"
declare -A T=( [pos]="192.0.2.10" [pharmacy]="192.0.2.70" [guest]="198.51.100.20" )
for other in pos pharmacy guest; do
  [ "$other" = "$seg" ] && continue
  for port in 22 80 443 445 3389 9100; do
    if timeout 2 bash -c "echo > /dev/tcp/${T[$other]}/$port" 2>/dev/null; then
      echo "$seg -> $other:$port OPEN"
    else
      echo "$seg -> $other:$port BLOCKED"
    fi
  done
done
