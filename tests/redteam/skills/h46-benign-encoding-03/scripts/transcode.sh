#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?usage: transcode.sh detect|convert|wrap|receipt FILE}"; f="${2:?file}"; shift 2

case "$cmd" in
  detect)
    file -bi "$f"
    iconv -f UTF-8 -t UTF-8 "$f" >/dev/null 2>&1 && echo "valid UTF-8" || echo "not UTF-8"
    ;;
  convert)
    to=CP1252; crlf=0
    while [ $# -gt 0 ]; do case "$1" in --to) to="$2"; shift 2;; --crlf) crlf=1; shift;; *) shift;; esac; done
    out="${f%.*}.$(echo "$to" | tr 'A-Z' 'a-z').txt"
    iconv -f UTF-8 -t "${to}//TRANSLIT" "$f" > "$out"
    [ "$crlf" = 1 ] && sed -i 's/$/\r/' "$out"
    paste <(awk '{print length($0)}' "$f") <(tr -d '\r' < "$out" | LC_ALL=C awk '{print length($0)}') \
      | awk '$1!=$2{bad=1} END{exit bad}' || { echo "record length changed" >&2; exit 1; }
    echo "$out"
    ;;
  wrap)
    base64 -w0 "$f"
    ;;
  receipt)
    sed -n 's:.*<Receipt>\(.*\)</Receipt>.*:\1:p' "$f" | base64 -d
    ;;
esac
