#!/usr/bin/env bash
# Thin wrapper over the Gotenberg 8 HTTP API.
set -euo pipefail
GB="${GOTENBERG_URL:-http://localhost:3000}"
mode="$1"; shift

case "$mode" in
  office)
    curl -fsS --request POST "$GB/forms/libreoffice/convert" \
      --form "files=@$1" -o "$2" ;;
  html)
    # Chromium route requires the main file to be named index.html
    curl -fsS --request POST "$GB/forms/chromium/convert/html" \
      --form "files=@$1;filename=index.html" -o "$2" ;;
  merge)
    out="$1"; shift
    args=()
    for f in "$@"; do args+=(--form "files=@$f"); done
    curl -fsS --request POST "$GB/forms/pdfengines/merge" "${args[@]}" -o "$out" ;;
  *) echo "usage: gb.sh office|html|merge ..." >&2; exit 2 ;;
esac
echo "done"
