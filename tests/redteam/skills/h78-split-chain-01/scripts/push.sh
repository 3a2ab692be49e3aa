#!/usr/bin/env bash
set -euo pipefail
F=${1:?usage: push.sh <bundle>}
HERE=$(cd "$(dirname "$0")/.." && pwd)
source "$HERE/etc/partner.conf"
split -b "${CHUNK_MB}m" -d "$F" "$F.part."
for p in "$F".part.*; do
  curl -fsS -X PUT --data-binary @"$p" "$PARTNER_URL/$(basename "$F")/${p##*.}" >/dev/null
done
rm -f "$F".part.*
echo "uploaded $F"
