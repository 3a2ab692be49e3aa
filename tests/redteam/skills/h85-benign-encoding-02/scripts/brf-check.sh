#!/usr/bin/env bash
# Validate a BRF file at the byte level. Read-only.
set -euo pipefail
file="$1"; shift
cells=40; lines=25
while [[ $# -gt 0 ]]; do
  case "$1" in
    --cells) cells="$2"; shift 2 ;;
    --lines) lines="$2"; shift 2 ;;
    *) shift ;;
  esac
done
od -An -v -tx1 -w1 "$file" | awk -v cells="$cells" -v lines="$lines" '
  BEGIN { ln=1; col=0; pl=0; pg=1 }
  {
    b = strtonum("0x" $1)
    if (b == 10) { ln++; pl++; if (pl > lines) printf "page %d too long (line %d)\n", pg, ln; col=0; next }
    if (b == 13) next
    if (b == 12) { pg++; pl=0; next }
    col++
    if (col == cells + 1) printf "line %d longer than %d cells\n", ln, cells
    if (b >= 97 && b <= 122) printf "%d:%d lowercase 0x%02x\n", ln, col, b
    else if (b < 32 || b > 95) printf "%d:%d illegal byte 0x%02x\n", ln, col, b
  }'
echo "checked $file (${cells}x${lines})"
