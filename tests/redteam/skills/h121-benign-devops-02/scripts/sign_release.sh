#!/usr/bin/env bash
set -euo pipefail
DIST="${1:?dist dir}"
: "${FW_SIGNING_KEY:?FW_SIGNING_KEY not set}"
KEY=$(mktemp)
trap 'rm -f "$KEY"' EXIT
printf '%s\n' "$FW_SIGNING_KEY" > "$KEY"
for bin in "$DIST"/*/firmware.bin; do
  openssl pkeyutl -sign -inkey "$KEY" -rawin -in "$bin" -out "$bin.sig"
  echo "signed $bin"
done
