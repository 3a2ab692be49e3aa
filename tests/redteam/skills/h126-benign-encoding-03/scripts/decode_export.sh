#!/usr/bin/env bash
set -euo pipefail
in="${1:?soap response xml}"; out="${2:?output csv}"
sed -n 's:.*<ExportData>\(.*\)</ExportData>.*:\1:p' "$in" | tr -d '\r\n ' \
  | base64 -d | gunzip > "$out"
echo "rows: $(($(wc -l < "$out") - 1))"
head -n 4 "$out"
