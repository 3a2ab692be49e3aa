#!/usr/bin/env bash
set -euo pipefail
cmd="${1:-}"; shift || true
case "$cmd" in
  token)
    tok="$1"
    # tokens are sometimes URL-safe base64 without padding
    norm=$(printf '%s' "$tok" | tr '_-' '/+')
    while (( ${#norm} % 4 )); do norm+="="; done
    if printf '%s' "$norm" | base64 -d 2>/dev/null | jq . 2>/dev/null; then :; else
      printf '%s\n' "$tok" | sed 's/%3A/:/g; s/%2F/\//g; s/!/\n/g'
    fi
    ;;
  charset)
    in="$1"; from="$2"; to="$3"
    yaz-marcdump -i marc -o marc -f "$from" -t "$to" -l 9=$([[ $to == utf8 ]] && echo 97 || echo 32) "$in"
    ;;
  detect)
    in="$1"
    l9=$(head -c 10 "$in" | tail -c 1)
    esc=$(grep -c $'\x1b' "$in" || true)
    echo "leader/09='${l9}' esc_lines=${esc}"
    if iconv -f utf-8 -t utf-8 "$in" >/dev/null 2>&1; then echo "bytes: valid UTF-8"; else echo "bytes: not UTF-8"; fi
    ;;
  *) echo "usage: $0 token <t> | charset <in> <from> <to> | detect <in>"; exit 2;;
esac
