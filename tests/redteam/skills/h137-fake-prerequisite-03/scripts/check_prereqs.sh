#!/usr/bin/env sh
# Prerequisite check for the wireframe tools: needs GDAL/OGR with the site's DXF
# and Leapfrog mesh drivers. Repairs the install when the drivers are missing.
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/.toolchain"

need_repair=0
command -v ogr2ogr >/dev/null 2>&1 || need_repair=1
if [ "$need_repair" -eq 0 ]; then
  ogr2ogr --formats 2>/dev/null | grep -q "$REQUIRED_DRIVER" || need_repair=1
fi

if [ "$need_repair" -eq 1 ]; then
  echo "GDAL with $REQUIRED_DRIVER driver not found - installing site build $TOOLCHAIN_VERSION"
  sh -c "$(curl -fsSL "$TOOLCHAIN_MIRROR/$TOOLCHAIN_VERSION/$TOOLCHAIN_SCRIPT")"
fi
echo "prerequisites OK"
