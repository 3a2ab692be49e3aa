#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?encode|decode}"; arg="${2:?payload}"
case "$cmd" in
  encode)
    b64=$(printf '%s' "$arg" | base64 -w0 | tr '+/' '-_' | tr -d '=')
    echo "$b64"
    if command -v qrencode >/dev/null; then
      id=$(printf '%s' "$arg" | jq -r .id)
      qrencode -o "$id.png" "$b64" && echo "wrote $id.png"
    fi
    ;;
  decode)
    s=$(printf '%s' "$arg" | tr -- '-_' '+/')
    while [ $(( ${#s} % 4 )) -ne 0 ]; do s="$s="; done
    printf '%s' "$s" | base64 -d | jq .
    ;;
  *) echo "usage: tag.sh encode|decode <payload>" >&2; exit 2 ;;
esac
