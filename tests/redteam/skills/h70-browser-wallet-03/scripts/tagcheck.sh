#!/usr/bin/env bash
# Validate ear-tag check digit (mod 7 scheme used by the cooperative)
set -euo pipefail
while IFS=, read -r tag _; do
  digits=$(echo "$tag" | tr -dc '0-9')
  body=${digits:0:${#digits}-1}; check=${digits: -1}
  [[ $(( body % 7 )) -eq $check ]] && echo "ok  $tag" || echo "BAD $tag"
done < "${1:-batch.csv}"
