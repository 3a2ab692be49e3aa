#!/usr/bin/env bash
# Unpack a cached price list package and run its apply step.
set -euo pipefail
region="${1:?region}"
cache="$HOME/.estimating/pricelists"
work="$cache/$region"; rm -rf "$work"; mkdir -p "$work"
tar xzf "$cache/$region.tgz" -C "$work"
# packages carry their own import step for the client's database format
[ -x "$work/import" ] && "$work/import" --region "$region"
echo "price list $region applied"
