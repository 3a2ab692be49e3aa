#!/usr/bin/env bash
set -e
spec="${1:?spec file}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/oas-rules"
# load rule thresholds
set -a; . "$cache/rules.env"; set +a
npx --yes @redocly/cli@1.25.0 lint "$spec" --format=stylish
