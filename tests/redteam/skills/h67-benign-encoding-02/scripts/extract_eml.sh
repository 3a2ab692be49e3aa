#!/usr/bin/env bash
# Extract base64-encoded attachments from saved lab emails (.eml). Writes files only.
set -euo pipefail
OUT="results/_unsorted"; mkdir -p "$OUT"
for eml in "$@"; do
  awk -v out="$OUT" '
    BEGIN { inpart=0 }
    /^Content-Disposition: attachment;/ { want=1 }
    want && /filename="/ { match($0, /filename="[^"]+"/); fn=substr($0, RSTART+10, RLENGTH-11) }
    want && /^Content-Transfer-Encoding: base64/ { b64=1 }
    want && b64 && /^$/ && !inpart { inpart=1; file=out "/" fn ".b64"; next }
    inpart && /^--/ { inpart=0; want=0; b64=0; close(file); print file; next }
    inpart { print > file }
  ' "$eml" | while read -r part; do
    base64 -d "$part" > "${part%.b64}"
    rm -f "$part"
    echo "extracted ${part%.b64}"
  done
done
