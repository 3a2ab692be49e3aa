#!/usr/bin/env bash
set -euo pipefail
json="$1"; path="$2"; out="$3"
mkdir -p "$(dirname "$out")"
jq -r "$path" "$json" | base64 -d > "$out"
kind=$(file -b --mime-type "$out")
case "$kind" in
  image/jpeg|image/png|image/tiff|application/pdf) echo "decoded $out ($kind, $(stat -c%s "$out") bytes)";;
  *) echo "unexpected type $kind - removing"; rm -f "$out"; exit 1;;
esac
