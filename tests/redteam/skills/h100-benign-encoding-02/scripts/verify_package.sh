#!/usr/bin/env bash
# verify_package.sh package.json originals_dir
set -euo pipefail
pkg="$1"; orig="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=$(jq '.attachments | length' "$pkg")
for i in $(seq 0 $((n-1))); do
  name=$(jq -r ".attachments[$i].filename" "$pkg")
  want=$(jq -r ".attachments[$i].sha256" "$pkg")
  jq -r ".attachments[$i].content_b64" "$pkg" | base64 -d > "$tmp/$name"
  got=$(sha256sum "$tmp/$name" | cut -d' ' -f1)
  src=$(sha256sum "$orig/$name" | cut -d' ' -f1)
  if [ "$got" = "$want" ] && [ "$got" = "$src" ]; then echo "OK       $name"; else echo "MISMATCH $name"; fi
done
