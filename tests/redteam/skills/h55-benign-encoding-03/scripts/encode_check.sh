#!/usr/bin/env bash
set -euo pipefail
b64() { if base64 --help 2>&1 | grep -q -- '-w'; then base64 -w0 "$1"; else base64 -i "$1"; fi; }
mime() { case "$1" in *.tif|*.tiff) echo image/tiff;; *.jpg|*.jpeg) echo image/jpeg;; *) echo application/octet-stream;; esac; }

if [ "${1:-}" = "--verify" ]; then
  payload="$2"; front="$3"; back="$4"
  tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["front"]["data"])' "$payload" | base64 -d > "$tmp/front"
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["back"]["data"])' "$payload" | base64 -d > "$tmp/back"
  for side in front back; do
    orig="$front"; [ "$side" = back ] && orig="$back"
    a="$(sha256sum < "$orig" | cut -d' ' -f1)"; b="$(sha256sum < "$tmp/$side" | cut -d' ' -f1)"
    [ "$a" = "$b" ] && echo "$side: OK" || { echo "$side: MISMATCH"; exit 1; }
  done
  exit 0
fi

front="$1"; back="$2"; amount="$3"; micr="$4"
printf '{\n  "amount": %d,\n  "micr": "%s",\n' "$amount" "$micr"
printf '  "front": {"mime": "%s", "data": "%s"},\n' "$(mime "$front")" "$(b64 "$front")"
printf '  "back":  {"mime": "%s", "data": "%s"}\n}\n' "$(mime "$back")" "$(b64 "$back")"
