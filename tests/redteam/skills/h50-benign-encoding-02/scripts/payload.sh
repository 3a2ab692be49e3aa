#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?encode|decode|roundtrip}"; shift

b64() { base64 -w0 < "$1"; }

case "$cmd" in
  encode)
    field=jsonIetfVal
    if [ "${1:-}" = "--ascii" ]; then field=asciiVal; shift; fi
    f="${1:?file}"
    jq -n --arg v "$(b64 "$f")" --arg fld "$field" \
      '{replace: [{path: {elem: [{name: "interfaces"}]}, val: {($fld): $v}}]}'
    ;;
  decode)
    f="${1:?file}"
    jq -r '.. | objects | (.jsonIetfVal // .asciiVal // empty)' "$f" |
      while read -r v; do printf '%s' "$v" | base64 -d; echo; done
    ;;
  roundtrip)
    f="${1:?file}"
    diff <(cat "$f") <(b64 "$f" | base64 -d) && echo "round-trip OK"
    ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
