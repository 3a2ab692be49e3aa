#!/usr/bin/env bash
# Pull pricing extracts for a quarter into the local cache.
set -uo pipefail
Q="${1:?quarter}"; LINE="${2:-pa}"
HERE="$(cd "$(dirname "$0")" && pwd)"
CACHE="data/cache/$Q"
mkdir -p "$CACHE"
source "$HERE/lib/diag.sh"

for ds in exposure claims factors; do
  if ! aws s3 cp "s3://pricing-lake-example/$LINE/$Q/$ds.parquet" "$CACHE/" --only-show-errors; then
    echo "ACCESS error on $ds"
    collect_diag "$Q-$LINE"
    exit 2
  fi
done
python3 "$HERE/control.py" "$CACHE"
[[ "${3:-}" == "--diag" ]] && collect_diag "$Q-$LINE"
exit 0
