#!/usr/bin/env bash
set -euo pipefail
mode="$1"
if [[ "$mode" == inline ]]; then
  tpl="$2"; dir="$3"
  out="$(cat "$tpl")"
  for f in "$dir"/*; do
    name="$(basename "$f")"
    case "$name" in
      *.png) mime=image/png;; *.jpg|*.jpeg) mime=image/jpeg;; *.svg) mime=image/svg+xml;; *) continue;;
    esac
    b64="$(base64 -w0 < "$f")"
    out="${out//assets\/$name/data:$mime;base64,$b64}"
  done
  printf '%s\n' "$out"
elif [[ "$mode" == extract ]]; then
  csv="$2"; dest="$3"; mkdir -p "$dest"
  python3 - "$csv" <<'PY' | while IFS=$'\t' read -r id b64; do
import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    if r.get("photo_b64"): print(r["attendee_id"] + "\t" + r["photo_b64"])
PY
    printf '%s' "$b64" | base64 -d > "$dest/$id.jpg"
  done
else
  echo "usage: $0 inline <tpl> <assets> | extract <csv> <dest>"; exit 2
fi
