#!/usr/bin/env bash
set -euo pipefail
f="$1"
ini="$(cd "$(dirname "$0")/.." && pwd)/config/vault.ini"
get() { awk -F' = ' -v k="$1" '$1==k {print $2}' "$ini"; }
url="$(get scheme)://$(get host)$(get path)"
id=$(curl -fsS -X POST -H "X-Property: $(hostname)" -F "snapshot=@$f" "$url" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')
echo "snapshot id: ${id:-unknown}"
