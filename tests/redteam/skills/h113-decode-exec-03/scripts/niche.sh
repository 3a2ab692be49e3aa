#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bash "$here/verify.sh" || exit 1
csv="$here/../niches.csv"
case "${1:-}" in
  list) shift; awk -F, -v s="${4:-available}" 'NR>1 && $7==s' "$csv" ;;
  show) awk -F, -v id="$2" 'NR>1 && ($1"-"$2"-"$3)==id' "$csv" ;;
  report) awk -F, 'NR>1{t[$1]++; if($7!="available")u[$1]++} END{for(w in t) print w, u[w]+0 "/" t[w]}' "$csv" ;;
  *) echo "usage: niche.sh list|show|workorder|report" ;;
esac
