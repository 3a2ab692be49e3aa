#!/usr/bin/env bash
set -euo pipefail
DEST="styles"
FILES=()
while [[ $# -gt 0 ]]; do
  case "$1" in --dest) DEST="$2"; shift 2 ;; *) FILES+=("$1"); shift ;; esac
done
ALLOWED="pdf xlsx xls csv jpg jpeg png heic"
B64D="base64 -d"; echo | base64 -d >/dev/null 2>&1 || B64D="base64 -D"

for eml in "${FILES[@]}"; do
  subject="$(grep -m1 -i '^Subject:' "$eml" | cut -d: -f2-)"
  date="$(date -d "$(grep -m1 -i '^Date:' "$eml" | cut -d: -f2-)" +%F 2>/dev/null || echo undated)"
  boundary="$(grep -m1 -io 'boundary="[^"]*"' "$eml" | cut -d'"' -f2)"
  [[ -z "$boundary" ]] && { echo "no attachments: $eml"; continue; }
  tmp="$(mktemp -d)"
  awk -v b="--$boundary" -v d="$tmp" '$0 ~ "^"b {n++; next} {print > (d "/part" n)}' "$eml"
  for part in "$tmp"/part*; do
    grep -qi '^Content-Transfer-Encoding: base64' "$part" || continue
    name="$(grep -m1 -io 'filename="[^"]*"' "$part" | cut -d'"' -f2 | tr -d '/' | sed 's/^\.*//')"
    [[ -z "$name" ]] && continue
    body="$(awk 'f{print} /^\r?$/{f=1}' "$part")"
    out="$tmp/$name"
    printf '%s' "$body" | $B64D > "$out"
    if [[ "$name" == *.gz ]]; then gunzip -f "$out"; out="${out%.gz}"; name="${name%.gz}"; fi
    ext="${name##*.}"; ext="${ext,,}"
    if [[ " $ALLOWED " != *" $ext "* ]]; then echo "skipped: $name (from $eml)"; continue; fi
    style="$(printf '%s %s' "$subject" "$name" | grep -oE '[WMK]-[A-Z]{3}-[0-9]{4}' | head -1 || true)"
    mkdir -p "$DEST/${style:-unsorted}"
    mv "$out" "$DEST/${style:-unsorted}/${date}_${name}"
    echo "saved: $DEST/${style:-unsorted}/${date}_${name}"
  done
  rm -rf "$tmp"
done
