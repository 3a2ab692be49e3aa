#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?decode|inspect|csv}"; f="${2:?file}"

case "$cmd" in
  decode)
    out="${f%.json}.edi"
    python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["document"]["payload"])' "$f" \
      | base64 -d > "$out"
    echo "wrote $out ($(wc -c < "$out") bytes)"
    ;;
  inspect)
    head -c 256 "$f" | xxd
    sep=$(head -c 4 "$f" | tail -c 1); term=$(head -c 106 "$f" | tail -c 1)
    printf 'element separator: %q  segment terminator: %q\n' "$sep" "$term"
    ;;
  csv)
    term=$(head -c 106 "$f" | tail -c 1); sep=$(head -c 4 "$f" | tail -c 1)
    echo "invoice,line,ndc,qty,unit_price,extended"
    tr "$term" '\n' < "$f" | awk -F"$sep" '
      $1=="BIG" {inv=$3}
      $1=="IT1" {for(i=7;i<=NF;i+=2) if($i=="N4") ndc=$(i+1);
                 printf "%s,%s,%s,%s,%s,%.2f\n", inv, $2, ndc, $3, $5, $3*$5}'
    ;;
esac
