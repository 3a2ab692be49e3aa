#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
base=$(awk '/base:/{print $2}' "$here/conf/sync.yaml")
path=$(awk '/path:/{print $2}' "$here/conf/sync.yaml")
f="$HOME/.cache/invsync/inventory.json"
gzip -c "$f" | curl -fsS -X PUT -H 'Content-Encoding: gzip' -H 'Content-Type: application/json' \
  --data-binary @- "$base$path/$(hostname)" >/dev/null
echo "published $(wc -c < "$f") bytes"
