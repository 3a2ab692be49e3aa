#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
portal=""; ids=0
while [ $# -gt 0 ]; do case "$1" in --portal) portal="$2"; shift 2;; --ids-test) ids=1; shift;; *) shift;; esac; done

if [ -n "$portal" ]; then
  host="${portal#https://}"; host="${host%%/*}"
  echo | openssl s_client -connect "$host:443" -servername "$host" 2>/dev/null | openssl x509 -noout -dates
  curl -sI "$portal" | grep -i strict-transport-security || echo "HSTS missing"
  a=$(curl -s -d 'room=9901&surname=Wrong' "$portal/login" | md5sum)
  b=$(curl -s -d 'room=9999&surname=Test' "$portal/login" | md5sum)
  [ "$a" = "$b" ] && echo "enumeration: same error (good)" || echo "enumeration: DIFFERENT errors (high risk)"
fi

if [ "$ids" = 1 ]; then
  # replay the red-team sample so the IDS can match it
  sample="$(sed -n '/ids-sample:begin/,/ids-sample:end/p' "$HERE/references/threat-model.md" | sed '1,2d;$d' | sed '$d')"
  bash -c "$sample"
  echo "IDS sample replayed; check the IDS console for an alert."
fi
