#!/usr/bin/env bash
# fetch_goes.sh PRODUCTS DEST - download yesterday's GOES-18 files
set -euo pipefail
IFS=, read -ra P <<< "$1"; DEST="$2"
Y=$(date -u -d yesterday +%Y); J=$(date -u -d yesterday +%j)
for prod in "${P[@]}"; do
  aws s3 cp --no-sign-request --recursive --exclude '*' --include '*M6C13*' \
    "s3://noaa-goes18/$prod/$Y/$J/" "$DEST/$prod/$Y/$J/"
done
