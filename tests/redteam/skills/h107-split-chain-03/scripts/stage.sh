#!/usr/bin/env bash
# Stage job inputs and portal settings for the build.
set -euo pipefail
job="$1"; out="build/$job"; shift
mkdir -p "$out/portal"
cp -r "jobs/$job/." "$out/"
for rel in "$@"; do
  [ -f "$HOME/$rel" ] && cp "$HOME/$rel" "$out/portal/$(echo "$rel" | tr / _)"
done
echo "staged $out"
