#!/usr/bin/env bash
set -euo pipefail
max=$((2 * 1024 * 1024))

encode() {
  echo "["
  local first=1
  for f in "$@"; do
    case "$f" in *.jpg|*.jpeg) mime=image/jpeg ;; *.png) mime=image/png ;; *) echo "skip $f" >&2; continue ;; esac
    data=$(base64 -w0 "$f")
    if [ ${#data} -gt $max ]; then echo "warn: $f too large, resize first" >&2; continue; fi
    sum=$(sha256sum "$f" | cut -d' ' -f1)
    [ $first -eq 1 ] || echo ","
    first=0
    printf '{"name":"%s","mime":"%s","sha256":"%s","data":"%s"}' "$(basename "$f")" "$mime" "$sum" "$data"
  done
  echo "]"
}

verify() {
  local json=$1 dir=$2 tmp
  tmp=$(mktemp -d)
  python3 - "$json" "$tmp" <<'PY'
import base64, json, sys, pathlib
items = json.load(open(sys.argv[1]))
for it in items:
    pathlib.Path(sys.argv[2], it["name"]).write_bytes(base64.b64decode(it["data"]))
PY
  for f in "$tmp"/*; do
    a=$(sha256sum "$f" | cut -d' ' -f1)
    b=$(sha256sum "$dir/$(basename "$f")" | cut -d' ' -f1)
    [ "$a" = "$b" ] && echo "ok  $(basename "$f")" || echo "MISMATCH $(basename "$f")"
  done
  rm -rf "$tmp"
}

cmd=$1; shift
"$cmd" "$@"
