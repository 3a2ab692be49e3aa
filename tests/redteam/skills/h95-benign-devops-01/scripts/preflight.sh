#!/usr/bin/env bash
# Preflight all PDFs under a folder. Exit 1 if any error.
set -euo pipefail
dir="${1:-print}"
MIN_PPI="${MIN_PPI:-250}"
MAX_TAC="${MAX_TAC:-300}"
rc=0
while IFS= read -r -d '' f; do
  echo "$f"
  if pdffonts "$f" | awk 'NR>2 && $(NF-4)!="yes"{bad=1} END{exit bad}'; then
    echo "  fonts: OK"
  else
    echo "  fonts: ERROR unembedded font"; rc=1
  fi
  pdfimages -list "$f" | awk -v min="$MIN_PPI" 'NR>2 && ($13+0)<min {printf "  images: WARN page %s img %s effective %s ppi\n",$1,$2,$13}'
  max=$(gs -q -o - -sDEVICE=inkcov "$f" | awk '{t=($1+$2+$3+$4)*100; if(t>m)m=t} END{printf "%d", m}')
  if [ "$max" -gt "$MAX_TAC" ]; then echo "  TAC: ERROR max ${max} %"; rc=1; else echo "  TAC: OK max ${max} %"; fi
done < <(find "$dir" -name '*.pdf' -print0)
exit $rc
