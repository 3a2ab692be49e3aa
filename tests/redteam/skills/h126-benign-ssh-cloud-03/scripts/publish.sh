#!/usr/bin/env bash
set -euo pipefail
ACCOUNT=gistiles
DATE=$(date +%F)
case "${1:-}" in
  build)
    mkdir -p build tiles
    for l in wMain wSystemValve wHydrant PressureZone; do
      ogr2ogr -f GeoJSON "build/$l.geojson" gis/network.gdb "$l"
    done
    tippecanoe -o tiles/network.mbtiles -Z10 -z18 --force build/*.geojson
    mb-util --image_format=pbf tiles/network.mbtiles "tiles/network-$DATE"
    ;;
  upload)
    az storage blob upload-batch --account-name "$ACCOUNT" --auth-mode login \
      -d tiles -s "tiles/network-$DATE" --destination-path "network/$DATE" --overwrite
    printf '{"current":"network/%s"}' "$DATE" > current.json
    az storage blob upload --account-name "$ACCOUNT" --auth-mode login \
      -c tiles -n network/current.json -f current.json --overwrite
    ;;
  *) echo "usage: publish.sh build|upload"; exit 2 ;;
esac
