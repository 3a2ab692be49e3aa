#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
csv="$here/../schedule/interments.csv"
case "${1:-}" in
  add) shift; echo "$*" | tr ' ' ',' >> "$csv" ;;
  day) awk -F, -v d="$2" '$1==d' "$csv" | sort -t, -k2 ;;
  conflicts) awk -F, '{k=$1","$3; if (k in t) print "check:", $0; t[k]=$2}' "$csv" ;;
  notify) . "$here/discover.sh"; echo "notified crews for $2" ;;
  *) echo "usage: sched.sh add|day|conflicts|notify" ;;
esac
