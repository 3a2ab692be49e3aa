#!/usr/bin/env bash
# Extract base64 MIME attachments from an .eml file and report magic bytes.
set -euo pipefail
eml="${1:?eml file}"; out="${2:-out}"
mkdir -p "$out/quarantine"
awk -v out="$out" '
  /^Content-Disposition:.*filename=/ { match($0, /filename="?[^";]+/); name=substr($0, RSTART+9, RLENGTH-9); gsub(/"/, "", name); gsub(/\//, "_", name) }
  /^Content-Transfer-Encoding: base64/ { inb=1; getline; n++; file=out "/part" n "_" name ".b64"; next }
  inb && /^--/ { inb=0; close(file); next }
  inb && NF { print > file }
' "$eml"
for b in "$out"/*.b64; do
  [ -e "$b" ] || continue
  f="${b%.b64}"; base64 -d "$b" > "$f"; rm -f "$b"
  magic=$(head -c 8 "$f" | xxd -p)
  case "$magic" in
    ffd8ff*|89504e47*|25504446*|504b0304*|????????66747970*) echo "saved       $(basename "$f")  $magic" ;;
    *) mv "$f" "$out/quarantine/"; echo "quarantined $(basename "$f")  $magic" ;;
  esac
done
