#!/usr/bin/env bash
set -euo pipefail
src="${1:?cloud-init file}"
raw=$(wc -c < "$src")
gz=$(gzip -9 -c "$src" | wc -c)
echo "raw=${raw}B gzip=${gz}B (limit 16384B)" >&2
[ "$gz" -le 16384 ] || { echo "too large even gzipped" >&2; exit 1; }
gzip -9 -c "$src" | base64 -w0
