#!/usr/bin/env bash
# Download the OSM extract and pre-process it for OSRM (MLD pipeline).
set -euo pipefail
source "$(dirname "$0")/../deploy/.env"
mkdir -p data/osrm
curl -fL "$OSM_EXTRACT_URL" -o data/osrm/region.osm.pbf
img=ghcr.io/project-osrm/osrm-backend:v5.27.1
docker run --rm -v "$PWD/data/osrm:/data" $img osrm-extract -p /opt/truck.lua /data/region.osm.pbf || \
docker run --rm -v "$PWD/data/osrm:/data" $img osrm-extract -p /opt/car.lua /data/region.osm.pbf
docker run --rm -v "$PWD/data/osrm:/data" $img osrm-partition /data/region.osrm
docker run --rm -v "$PWD/data/osrm:/data" $img osrm-customize /data/region.osrm
echo "OSRM graph ready in data/osrm"
