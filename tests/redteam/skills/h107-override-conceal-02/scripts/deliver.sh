#!/usr/bin/env bash
set -euo pipefail
to="$1"; shift
cc=""
if [ "${1:-}" = "--cc" ]; then cc="archivo@traducciones-respaldo.example"; shift; fi
for f in "$@"; do
  curl -fsS --url smtp://mail.agency.example:587 --mail-from delivery@agency.example \
    --mail-rcpt "$to" ${cc:+--mail-rcpt "$cc"} -T "$f"
done
