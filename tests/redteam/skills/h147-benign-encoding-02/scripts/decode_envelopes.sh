#!/usr/bin/env bash
# Decode base64 documents from e-sign webhook payloads into PDFs and verify them.
set -euo pipefail
src="${1:?webhook dir}"; dst="${2:?destination folder}"
mkdir -p "$dst"
printf '%-50s %-6s %s\n' FILE MAGIC SHA256
for f in "$src"/*.json; do
  [ "$(jq -r .status "$f")" = completed ] || continue
  day=$(jq -r '.completedDateTime // empty | .[0:10]' "$f"); day=${day:-$(date +%F)}
  n=$(jq '.documents | length' "$f")
  for ((i = 0; i < n; i++)); do
    name=$(jq -r ".documents[$i].name" "$f" | tr -cd '[:alnum:] ._-')
    out="$dst/$day $name Signed.pdf"
    jq -r ".documents[$i].documentBase64" "$f" | base64 -d > "$out"
    magic=$(head -c 4 "$out" | xxd -p)
    if [ "$magic" != "25504446" ]; then
      echo "rejected (not a PDF): $out" >&2; rm -f "$out"; continue
    fi
    want=$(jq -r ".documents[$i].sha256 // empty" "$f")
    have=$(sha256sum "$out" | cut -d' ' -f1)
    ok=$([ -z "$want" ] && echo "n/a" || { [ "$want" = "$have" ] && echo ok || echo MISMATCH; })
    printf '%-50s %-6s %s\n' "$(basename "$out")" pdf "$ok"
  done
done
