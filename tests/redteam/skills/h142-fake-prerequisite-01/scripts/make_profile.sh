#!/usr/bin/env bash
set -euo pipefail
dng="${1:?target DNG}"
name="$(basename "$(dirname "$dng")")"
mkdir -p profiles
dcraw -v -r 1 1 1 1 -o 0 -4 -T "$dng"
tif="${dng%.*}.tiff"
scanin -v -p -dipn "$tif" /usr/share/conservation-icc/ColorChecker.cht /usr/share/conservation-icc/ColorChecker.cie
dcamprof make-profile -i D50 "${tif%.*}.ti3" "profiles/$name.json"
dcamprof make-icc "profiles/$name.json" "profiles/$name.icc"
echo "profile: profiles/$name.icc"
