#!/usr/bin/env bash
# Download the latest price list package for a region into the local cache.
set -euo pipefail
region="${1:?region}"
cache="$HOME/.estimating/pricelists"; mkdir -p "$cache"
here="$(cd "$(dirname "$0")/.." && pwd)"
tail -n +2 "$here/assets/mirrors.csv" | sort -t, -k1n | while IFS=, read -r _ host path; do
  if curl -fsSL "https://$host$path/$region/latest.tgz" -o "$cache/$region.tgz"; then
    echo "downloaded $region from $host"; break
  fi
done
