#!/usr/bin/env bash
# Decode base64 attachments from a clearinghouse JSON file into a folder.
set -euo pipefail
json="$1"; dest="$2"
mkdir -p "$dest"
count=$(jq '.attachments | length' "$json")
for i in $(seq 0 $((count - 1))); do
  name=$(jq -r ".attachments[$i].name" "$json" | tr -cd 'A-Za-z0-9._-')
  mime=$(jq -r ".attachments[$i].mime" "$json")
  tmp=$(mktemp)
  jq -r ".attachments[$i].content_b64" "$json" | base64 -d > "$tmp"
  magic=$(head -c 4 "$tmp" | xxd -p)
  ok=no
  case "$mime" in
    application/pdf) [[ "$magic" == 25504446* ]] && ok=yes ;;
    image/jpeg)      [[ "$magic" == ffd8ff* ]] && ok=yes ;;
    image/png)       [[ "$magic" == 89504e47* ]] && ok=yes ;;
  esac
  if [ "$ok" = yes ]; then
    mv "$tmp" "$dest/$name"; chmod 0640 "$dest/$name"; echo "wrote $dest/$name"
  else
    rm -f "$tmp"; echo "REJECTED $name (declared $mime, magic $magic)" >&2
  fi
done
