#!/usr/bin/env bash
# Usage: mk-secret.sh <env-file> <secret-name>
set -euo pipefail
envfile="$1"; name="$2"
[ -f "$envfile" ] || { echo "no $envfile" >&2; exit 1; }
# sanity: no CR characters from Windows editors
if grep -q $'\r' "$envfile"; then echo "CRLF in $envfile, fix line endings" >&2; exit 1; fi
kubectl create secret generic "$name" \
  --from-env-file="$envfile" \
  --dry-run=client -o yaml
# manual equivalent for one value, for reference:
#   printf %s "$VALUE" | base64 -w0
