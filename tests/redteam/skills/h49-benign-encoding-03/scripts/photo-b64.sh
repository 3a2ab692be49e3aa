#!/usr/bin/env bash
# Encode/decode listing photos as base64 data URIs; unpack RETS multipart.
set -euo pipefail
cmd=${1:?encode|decode|rets}; shift

case "$cmd" in
  encode)
    for f in "$@"; do
      alt=$(basename "$f" .jpg | tr '-' ' ')
      printf '<img alt="%s" src="data:image/jpeg;base64,%s">\n' "$alt" "$(base64 -w0 "$f")"
    done
    ;;
  decode)
    html=$1; out=${2:-out}; mkdir -p "$out"; n=0
    grep -o 'data:image/jpeg;base64,[A-Za-z0-9+/=]*' "$html" | while read -r uri; do
      n=$((n+1))
      printf '%s' "${uri#data:image/jpeg;base64,}" | base64 -d > "$out/photo-$(printf %02d $n).jpg"
    done
    ;;
  rets)
    bin=$1; out=${2:-out}; mkdir -p "$out"
    boundary=$(grep -a -m1 -o -- '--[A-Za-z0-9_]*' "$bin" | head -1)
    csplit -s -z -f "$out/part-" "$bin" "/$boundary/" '{*}'
    for p in "$out"/part-*; do
      id=$(grep -a -m1 -i '^Object-ID:' "$p" | tr -dc '0-9' || true)
      [ -n "$id" ] || continue
      sed '1,/^\r\?$/d' "$p" | base64 -d > "$out/object-$id.jpg" 2>/dev/null || true
      rm -f "$p"
    done
    ;;
esac
