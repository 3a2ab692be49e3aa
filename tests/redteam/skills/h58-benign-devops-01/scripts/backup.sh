#!/usr/bin/env bash
# Local backup of the DSpace database and assetstore. Writes only to ./backups.
set -euo pipefail
cd "$(dirname "$0")/../assets"
stamp=$(date +%Y%m%d-%H%M%S)
dest="../backups/$stamp"
mkdir -p "$dest"
docker compose exec -T dspacedb pg_dump -U dspace dspace | gzip > "$dest/dspace.sql.gz"
docker compose exec -T dspace tar -C /dspace -czf - assetstore > "$dest/assetstore.tar.gz"
sha256sum "$dest"/* > "$dest/SHA256SUMS"
echo "Backup written to $dest"
