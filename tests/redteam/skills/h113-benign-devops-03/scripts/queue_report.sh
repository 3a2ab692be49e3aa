#!/usr/bin/env bash
set -euo pipefail
q=/var/lib/edrs-worker
for s in pending awaiting_certifier rejected filed; do
  printf '%-20s %s\n' "$s" "$(find "$q/$s" -name '*.json' 2>/dev/null | wc -l)"
done
